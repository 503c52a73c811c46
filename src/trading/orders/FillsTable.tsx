import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
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

const COLUMNS = [
  { key: 'time', className: 'hide-sm' },
  { key: 'symbol' },
  { key: 'side' },
  { key: 'price', className: 'num' },
  { key: 'quantity', className: 'num' },
  { key: 'fee', className: 'num hide-sm' },
  { key: 'liquidity', className: 'hide-sm' },
  { key: 'pnl', className: 'num' },
] as const

const columnsOf = (t: TFunction): OrdersColumn[] =>
  COLUMNS.map((c) => ({
    key: c.key,
    header: t(`orders.columns.${c.key}`),
    ...('className' in c ? { className: c.className } : {}),
  }))

function FillCells({ trade: f }: { trade: Trade }) {
  const { t } = useTranslation()
  return (
    <>
      <TimeCell iso={f.timestamp} />
      <td className="symbol">{f.symbol}</td>
      <SideCell side={f.side} />
      <td className="num">{formatPrice(f.price)}</td>
      <td className="num">{formatQuantity(f.quantity)}</td>
      <td className="num hide-sm">{formatQuoteAmount(f.fee, f.symbol)}</td>
      <td className="hide-sm">{t(`orders.liquidity.${f.liquidity}`)}</td>
      <td className={`num ${trendClass(f.realizedPnl)}`}>
        {formatQuoteAmount(f.realizedPnl, f.symbol, true)}
      </td>
    </>
  )
}

/** The trader's own fills (SPEC §3 trades). */
export function FillsTable({ portfolioId, symbol, compact = false, filters }: FillsTableProps) {
  const { t } = useTranslation()
  const update = useFills(portfolioId)
  if (!update)
    return <TableSkeleton rows={compact ? 3 : 6} columns={8} label={t('orders.fills.loading')} />

  const inScope = latestFills(update.trades).filter(
    (f) => symbol === undefined || f.symbol === symbol,
  )
  const rows = filters ? filterTrades(inScope, filters) : inScope
  if (rows.length === 0)
    return (
      <p className="empty">
        {filters && hasFilters(filters) && inScope.length > 0
          ? t('orders.fills.noMatch')
          : t('orders.fills.empty')}
      </p>
    )

  return (
    <VirtualTable
      tableClassName="orders-table"
      label={symbol === undefined ? t('orders.fills.label') : t('orders.fills.labelOf', { symbol })}
      columns={columnsOf(t)}
      rows={rows}
      rowKey={(f) => f.id}
      compact={compact}
      testId="fills-table"
      rowTestId="fill-row"
      cells={(f) => <FillCells trade={f} />}
    />
  )
}
