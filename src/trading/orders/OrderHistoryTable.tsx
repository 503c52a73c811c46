import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { Order } from '../../../protocol/trading.ts'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { useOrders } from '../../data/orders.ts'
import { formatPrice, formatQuantity } from '../../lib/format.ts'
import { filterOrders, hasFilters, splitOrders, type OrderFilters } from './order-filters.ts'
import { formatQuoteAmount, statusLabel, typeLabel } from './order-labels.ts'
import { SideCell, StatusCell, TimeCell } from './OrderCells.tsx'
import { VirtualTable, type TableColumn as OrdersColumn } from '../../components/VirtualTable.tsx'
import '../../styles/trading-orders.css'

export interface OrderHistoryTableProps {
  portfolioId: string
  symbol?: string | undefined
  compact?: boolean
  filters?: OrderFilters
}

const COLUMNS = [
  { key: 'symbol' },
  { key: 'side' },
  { key: 'type', className: 'hide-sm' },
  { key: 'price', className: 'num hide-sm' },
  { key: 'quantity', className: 'num' },
  { key: 'filled', className: 'num' },
  { key: 'average', className: 'num' },
  { key: 'fees', className: 'num hide-sm' },
  { key: 'status' },
  { key: 'reason', className: 'hide-sm', full: true },
  { key: 'time', className: 'hide-sm' },
] as const

const columnsOf = (t: TFunction, compact: boolean): OrdersColumn[] =>
  COLUMNS.filter((c) => !compact || !('full' in c)).map((c) => ({
    key: c.key,
    header: t(`orders.columns.${c.key}`),
    ...('className' in c ? { className: c.className } : {}),
  }))

function HistoryCells({ order: o, compact }: { order: Order; compact: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <td className="symbol">{o.symbol}</td>
      <SideCell side={o.side} />
      <td className="hide-sm">{typeLabel(t, o.orderType)}</td>
      <td className="num hide-sm">{o.price === null ? '—' : formatPrice(o.price)}</td>
      <td className="num">{formatQuantity(o.quantity)}</td>
      <td className="num">{formatQuantity(o.filledQuantity)}</td>
      <td className="num">{o.averagePrice === null ? '—' : formatPrice(o.averagePrice)}</td>
      <td className="num hide-sm">{formatQuoteAmount(o.fees, o.symbol)}</td>
      <StatusCell text={statusLabel(t, o.status)} />
      {!compact && <td className="hide-sm order-reason">{o.reason ?? '—'}</td>}
      <TimeCell iso={o.updatedAt} />
    </>
  )
}

/** Filled, cancelled, rejected and expired orders, most recently finished first. */
export function OrderHistoryTable({
  portfolioId,
  symbol,
  compact = false,
  filters,
}: OrderHistoryTableProps) {
  const { t } = useTranslation()
  const update = useOrders(portfolioId)
  if (!update)
    return <TableSkeleton rows={compact ? 3 : 6} columns={8} label={t('orders.history.loading')} />

  const inScope = splitOrders(update.orders).history.filter(
    (o) => symbol === undefined || o.symbol === symbol,
  )
  const rows = filters ? filterOrders(inScope, filters) : inScope
  if (rows.length === 0)
    return (
      <p className="empty">
        {filters && hasFilters(filters) && inScope.length > 0
          ? t('orders.history.noMatch')
          : t('orders.history.empty')}
      </p>
    )

  return (
    <VirtualTable
      tableClassName="orders-table"
      label={
        symbol === undefined ? t('orders.history.label') : t('orders.history.labelOf', { symbol })
      }
      columns={columnsOf(t, compact)}
      rows={rows}
      rowKey={(o) => o.id}
      compact={compact}
      testId="order-history-table"
      rowTestId="order-history-row"
      cells={(o) => <HistoryCells order={o} compact={compact} />}
    />
  )
}
