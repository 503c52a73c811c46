import type { Trade } from '../../../protocol/trading.ts'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { useFills } from '../../data/orders.ts'
import { formatPrice, formatQuantity, trendClass } from '../../lib/format.ts'
import { filterTrades, hasFilters, latestFills, type OrderFilters } from './order-filters.ts'
import { formatQuoteAmount } from './order-labels.ts'
import { SideCell, TimeCell } from './OrderCells.tsx'
import { VirtualTable, type TableColumn as OrdersColumn } from '../../components/VirtualTable.tsx'
import '../../styles/trading-orders.css'

export interface FillsTableProps {
  portfolioId: string
  symbol?: string | undefined
  compact?: boolean
  filters?: OrderFilters
}

const COLUMNS: readonly OrdersColumn[] = [
  { key: 'time', header: 'Time (UTC)', className: 'hide-sm' },
  { key: 'symbol', header: 'Symbol' },
  { key: 'side', header: 'Side' },
  { key: 'price', header: 'Price', className: 'num' },
  { key: 'quantity', header: 'Quantity', className: 'num' },
  { key: 'fee', header: 'Fee', className: 'num hide-sm' },
  { key: 'liquidity', header: 'Liquidity', className: 'hide-sm' },
  { key: 'pnl', header: 'Realised P&L', className: 'num' },
]

function FillCells({ trade: t }: { trade: Trade }) {
  return (
    <>
      <TimeCell iso={t.timestamp} />
      <td className="symbol">{t.symbol}</td>
      <SideCell side={t.side} />
      <td className="num">{formatPrice(t.price)}</td>
      <td className="num">{formatQuantity(t.quantity)}</td>
      <td className="num hide-sm">{formatQuoteAmount(t.fee, t.symbol)}</td>
      <td className="hide-sm">{t.liquidity === 'maker' ? 'Maker' : 'Taker'}</td>
      <td className={`num ${trendClass(t.realizedPnl)}`}>
        {formatQuoteAmount(t.realizedPnl, t.symbol, true)}
      </td>
    </>
  )
}

/** The trader's own fills (SPEC §3 trades). */
export function FillsTable({ portfolioId, symbol, compact = false, filters }: FillsTableProps) {
  const update = useFills(portfolioId)
  if (!update) return <TableSkeleton rows={compact ? 3 : 6} columns={8} label="Loading trades" />

  const inScope = latestFills(update.trades).filter(
    (t) => symbol === undefined || t.symbol === symbol,
  )
  const rows = filters ? filterTrades(inScope, filters) : inScope
  if (rows.length === 0)
    return (
      <p className="empty">
        {filters && hasFilters(filters) && inScope.length > 0
          ? 'No trades match the filters'
          : 'No trades yet'}
      </p>
    )

  return (
    <VirtualTable
      tableClassName="orders-table"
      label={symbol === undefined ? 'Trades' : `Trades of ${symbol}`}
      columns={COLUMNS}
      rows={rows}
      rowKey={(t) => t.id}
      compact={compact}
      testId="fills-table"
      rowTestId="fill-row"
      cells={(t) => <FillCells trade={t} />}
    />
  )
}
