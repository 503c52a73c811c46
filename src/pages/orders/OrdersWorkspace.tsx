import { useTranslation } from 'react-i18next'
import { useFills, useOrders } from '../../data/orders.ts'
import { ActiveOrdersTable } from '../../trading/orders/ActiveOrdersTable.tsx'
import { FillsTable } from '../../trading/orders/FillsTable.tsx'
import type { OrdersTab } from '../../trading/orders/filter-search.ts'
import { symbolsOf } from '../../trading/orders/order-filters.ts'
import { OrderFiltersBar } from '../../trading/orders/OrderFiltersBar.tsx'
import { OrderHistoryTable } from '../../trading/orders/OrderHistoryTable.tsx'
import { SavedNote } from '../../trading/orders/SavedNote.tsx'
import { countedLabel, tabCounts } from '../../trading/orders/tab-counts.ts'
import { TabPanel, Tabs } from '../../trading/orders/Tabs.tsx'
import { useOrdersView } from './use-orders-view.ts'

const TAB_PREFIX = 'orders'

/** One portfolio's orders and trades: the filters, then a tab per list. */
export function OrdersWorkspace({ portfolioId }: { portfolioId: string }) {
  const { t } = useTranslation()
  const [view, setView] = useOrdersView()
  const { tab, filters } = view
  const orders = useOrders(portfolioId)
  const fills = useFills(portfolioId)
  const counts = tabCounts(orders?.orders ?? null, fills?.trades ?? null, filters)
  const symbols = symbolsOf(orders?.orders ?? [], fills?.trades ?? [])
  const symbol = filters.symbol ?? undefined
  const tabs: { id: OrdersTab; label: string }[] = [
    { id: 'active', label: countedLabel(t, t('orders.tabs.active'), counts.active) },
    { id: 'history', label: countedLabel(t, t('orders.tabs.history'), counts.history) },
    { id: 'trades', label: countedLabel(t, t('orders.tabs.trades'), counts.trades) },
  ]

  return (
    <div className="orders-workspace">
      <SavedNote
        update={tab === 'trades' ? fills : orders}
        what={tab === 'trades' ? 'trades' : 'orders'}
      />
      <OrderFiltersBar
        filters={filters}
        symbols={symbols}
        onChange={(next) => setView({ tab, filters: next })}
      />
      <Tabs
        label={t('orders.page.tabsLabel')}
        idPrefix={TAB_PREFIX}
        tabs={tabs}
        selected={tab}
        onSelect={(next) => setView({ tab: next, filters })}
      />
      <TabPanel idPrefix={TAB_PREFIX} id={tab}>
        {tab === 'active' && (
          <ActiveOrdersTable portfolioId={portfolioId} symbol={symbol} filters={filters} />
        )}
        {tab === 'history' && (
          <OrderHistoryTable portfolioId={portfolioId} symbol={symbol} filters={filters} />
        )}
        {tab === 'trades' && (
          <FillsTable portfolioId={portfolioId} symbol={symbol} filters={filters} />
        )}
      </TabPanel>
    </div>
  )
}
