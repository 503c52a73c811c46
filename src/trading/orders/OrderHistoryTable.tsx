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

const COLUMNS: readonly (OrdersColumn & { full?: true })[] = [
  { key: 'symbol', header: 'Symbol' },
  { key: 'side', header: 'Side' },
  { key: 'type', header: 'Type', className: 'hide-sm' },
  { key: 'price', header: 'Price', className: 'num hide-sm' },
  { key: 'quantity', header: 'Quantity', className: 'num' },
  { key: 'filled', header: 'Filled', className: 'num' },
  { key: 'average', header: 'Avg price', className: 'num' },
  { key: 'fees', header: 'Fees', className: 'num hide-sm' },
  { key: 'status', header: 'Status' },
  { key: 'reason', header: 'Reason', className: 'hide-sm', full: true },
  { key: 'time', header: 'Time (UTC)', className: 'hide-sm' },
]
const COMPACT_COLUMNS = COLUMNS.filter((c) => c.full !== true)

function HistoryCells({ order: o, compact }: { order: Order; compact: boolean }) {
  return (
    <>
      <td className="symbol">{o.symbol}</td>
      <SideCell side={o.side} />
      <td className="hide-sm">{typeLabel(o.orderType)}</td>
      <td className="num hide-sm">{o.price === null ? '—' : formatPrice(o.price)}</td>
      <td className="num">{formatQuantity(o.quantity)}</td>
      <td className="num">{formatQuantity(o.filledQuantity)}</td>
      <td className="num">{o.averagePrice === null ? '—' : formatPrice(o.averagePrice)}</td>
      <td className="num hide-sm">{formatQuoteAmount(o.fees, o.symbol)}</td>
      <StatusCell text={statusLabel(o.status)} />
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
  const update = useOrders(portfolioId)
  if (!update)
    return <TableSkeleton rows={compact ? 3 : 6} columns={8} label="Loading order history" />

  const inScope = splitOrders(update.orders).history.filter(
    (o) => symbol === undefined || o.symbol === symbol,
  )
  const rows = filters ? filterOrders(inScope, filters) : inScope
  if (rows.length === 0)
    return (
      <p className="empty">
        {filters && hasFilters(filters) && inScope.length > 0
          ? 'No past orders match the filters'
          : 'No order history yet'}
      </p>
    )

  return (
    <VirtualTable
      tableClassName="orders-table"
      label={symbol === undefined ? 'Order history' : `Order history of ${symbol}`}
      columns={compact ? COMPACT_COLUMNS : COLUMNS}
      rows={rows}
      rowKey={(o) => o.id}
      compact={compact}
      testId="order-history-table"
      rowTestId="order-history-row"
      cells={(o) => <HistoryCells order={o} compact={compact} />}
    />
  )
}
