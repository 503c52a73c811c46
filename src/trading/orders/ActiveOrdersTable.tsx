import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { useOrders } from '../../data/orders.ts'
import { ActiveOrderCells, modifyButtonId } from './ActiveOrderCells.tsx'
import { activeColumns } from './active-columns.ts'
import { CancelAllButton } from './CancelAllButton.tsx'
import { filterOrders, hasFilters, splitOrders, type OrderFilters } from './order-filters.ts'
import { useInlineModify } from './use-inline-modify.ts'
import { useSymbolLookup } from '../../data/symbols.ts'
import { VirtualTable } from '../../components/VirtualTable.tsx'
import '../../styles/trading-orders.css'

export interface ActiveOrdersTableProps {
  portfolioId: string
  /** Only this symbol's orders, and "Cancel all" cancels only them. */
  symbol?: string | undefined
  compact?: boolean
  /** The filter bar's choices (the /orders page); "Cancel all" ignores all but the symbol. */
  filters?: OrderFilters
}

/** Pending, open and partly filled orders, newest first, each with Modify and Cancel. */
export function ActiveOrdersTable({
  portfolioId,
  symbol,
  compact = false,
  filters,
}: ActiveOrdersTableProps) {
  const { t } = useTranslation()
  const update = useOrders(portfolioId)
  const gridOf = useSymbolLookup()
  const idPrefix = useId()
  const modify = useInlineModify(gridOf, (orderId) => modifyButtonId(idPrefix, orderId))

  if (!update)
    return <TableSkeleton rows={compact ? 3 : 5} columns={8} label={t('orders.active.loading')} />

  const inScope = splitOrders(update.orders).active.filter(
    (o) => symbol === undefined || o.symbol === symbol,
  )
  const rows = filters ? filterOrders(inScope, filters) : inScope
  const filtered = filters !== undefined && hasFilters(filters)

  return (
    <div className="orders-table-block" data-testid="active-orders">
      <div className="orders-toolbar">
        <CancelAllButton portfolioId={portfolioId} symbol={symbol} count={inScope.length} />
      </div>
      {rows.length === 0 ? (
        <p className="empty">
          {filtered && inScope.length > 0 ? t('orders.active.noMatch') : t('orders.active.empty')}
        </p>
      ) : (
        <VirtualTable
          tableClassName="orders-table"
          label={
            symbol === undefined ? t('orders.active.label') : t('orders.active.labelOf', { symbol })
          }
          columns={activeColumns(t, compact)}
          rows={rows}
          rowKey={(o) => o.id}
          compact={compact}
          testId="active-orders-table"
          rowTestId="active-order-row"
          rowClassName={(o) => (modify.edit?.orderId === o.id ? 'editing' : undefined)}
          cells={(o) => (
            <ActiveOrderCells order={o} modify={modify} idPrefix={idPrefix} compact={compact} />
          )}
        />
      )}
    </div>
  )
}
