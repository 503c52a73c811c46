import type { MarketKind } from '../../../protocol/index.ts'
import { OrdersPanel } from '../orders/OrdersPanel.tsx'
import { TabPanel, Tabs } from '../orders/Tabs.tsx'
import { PositionsPanel } from '../positions/PositionsPanel.tsx'

export type BottomTab = 'positions' | 'orders'

const TABS = [
  { id: 'positions', label: 'Positions' },
  { id: 'orders', label: 'Orders' },
] as const

/** Positions and orders under the chart; the tab is the page's so the p shortcut can pick it. */
export function BottomPanel(props: {
  tab: BottomTab
  onTab: (tab: BottomTab) => void
  symbol: string
  market: MarketKind
  portfolioId: string | undefined
}) {
  const { tab, symbol, portfolioId } = props
  return (
    <section
      id="workspace-bottom"
      className="panel workspace-bottom"
      aria-label="Positions and orders"
      tabIndex={-1}
    >
      <Tabs
        label="Positions and orders"
        idPrefix="workspace-bottom"
        tabs={TABS}
        selected={tab}
        onSelect={props.onTab}
      />
      <TabPanel idPrefix="workspace-bottom" id={tab}>
        {tab === 'positions' ? (
          <PositionsPanel portfolioId={portfolioId} symbol={symbol} market={props.market} />
        ) : (
          <OrdersPanel symbol={symbol} {...(portfolioId ? { portfolioId } : {})} />
        )}
      </TabPanel>
    </section>
  )
}
