import { useTranslation } from 'react-i18next'
import type { MarketKind } from '../../../protocol/index.ts'
import { OrdersPanel } from '../orders/OrdersPanel.tsx'
import { TabPanel, Tabs } from '../orders/Tabs.tsx'
import { PositionsPanel } from '../positions/PositionsPanel.tsx'

export type BottomTab = 'positions' | 'orders'

/** Positions and orders under the chart; the tab is the page's so the p shortcut can pick it. */
export function BottomPanel(props: {
  tab: BottomTab
  onTab: (tab: BottomTab) => void
  symbol: string
  market: MarketKind
  portfolioId: string | undefined
}) {
  const { t } = useTranslation()
  const { tab, symbol, portfolioId } = props
  const tabs = [
    { id: 'positions', label: t('trading.workspace.positions') },
    { id: 'orders', label: t('trading.workspace.orders') },
  ] as const
  return (
    <section
      id="workspace-bottom"
      className="panel workspace-bottom"
      aria-label={t('trading.workspace.bottom')}
      tabIndex={-1}
    >
      <Tabs
        label={t('trading.workspace.bottom')}
        idPrefix="workspace-bottom"
        tabs={tabs}
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
