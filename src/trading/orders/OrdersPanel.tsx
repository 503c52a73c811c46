import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { useOrders } from '../../data/orders.ts'
import { useActivePortfolio } from '../../data/portfolios.ts'
import { ActiveOrdersTable } from './ActiveOrdersTable.tsx'
import { splitOrders } from './order-filters.ts'
import { OrderHistoryTable } from './OrderHistoryTable.tsx'
import { SavedNote } from './SavedNote.tsx'
import { countedLabel } from './tab-counts.ts'
import { TabPanel, Tabs } from './Tabs.tsx'
import '../../styles/trading-orders.css'

interface OrdersPanelProps {
  /** The trading page's symbol: the panel shows its orders unless "Show all symbols" is on. */
  symbol: string
  /** The active portfolio when left out. */
  portfolioId?: string
}

type PanelTab = 'open' | 'history'

/** The trading page's bottom panel: open orders and history, compact, one symbol or all. */
export function OrdersPanel({ symbol, portfolioId }: OrdersPanelProps) {
  const { t } = useTranslation()
  const active = useActivePortfolio()
  const id = portfolioId ?? (active.state === 'ready' ? active.portfolio.id : undefined)
  const update = useOrders(id)
  const [tab, setTab] = useState<PanelTab>('open')
  const [allSymbols, setAllSymbols] = useState(false)
  const prefix = useId()
  const scope = allSymbols ? undefined : symbol

  const split = update && splitOrders(update.orders)
  const count = (list: readonly { symbol: string }[] | undefined) =>
    list ? list.filter((o) => scope === undefined || o.symbol === scope).length : null

  return (
    <section className="panel orders-panel" aria-labelledby={`${prefix}-title`}>
      <header className="panel-header orders-panel-header">
        <h2 id={`${prefix}-title`}>{t('orders.panel.title')}</h2>
        <label className="checkbox orders-all-symbols">
          <input
            type="checkbox"
            checked={allSymbols}
            onChange={(e) => setAllSymbols(e.target.checked)}
          />
          {t('orders.panel.allSymbols')}
        </label>
        <Link to="/orders" className="link orders-manage-link">
          {t('orders.panel.manage')}
        </Link>
      </header>
      {id === undefined ? (
        active.state === 'error' ? (
          <p className="panel-error" role="alert">
            {active.message}
          </p>
        ) : active.state === 'empty' ? (
          <p className="empty">{t('orders.page.noPortfolio')}</p>
        ) : (
          <TableSkeleton rows={3} columns={6} label={t('orders.page.loading')} />
        )
      ) : (
        <>
          <SavedNote update={update} what="orders" />
          <Tabs
            label={t('orders.panel.yourOrders')}
            idPrefix={prefix}
            compact
            tabs={[
              {
                id: 'open',
                label: countedLabel(t, t('orders.tabs.open'), count(split?.active)),
              },
              {
                id: 'history',
                label: countedLabel(t, t('orders.tabs.panelHistory'), count(split?.history)),
              },
            ]}
            selected={tab}
            onSelect={setTab}
          />
          <TabPanel idPrefix={prefix} id={tab}>
            {tab === 'open' ? (
              <ActiveOrdersTable portfolioId={id} symbol={scope} compact />
            ) : (
              <OrderHistoryTable portfolioId={id} symbol={scope} compact />
            )}
          </TabPanel>
        </>
      )}
    </section>
  )
}
