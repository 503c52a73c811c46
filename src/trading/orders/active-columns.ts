import type { TFunction } from 'i18next'
import type { TableColumn as OrdersColumn } from '../../components/VirtualTable.tsx'

type ColumnKey = 'symbol' | 'side' | 'type' | 'price' | 'stop' | 'quantity' | 'filled'
type Column = { key: ColumnKey | 'status' | 'time' | 'actions'; className?: string; full?: true }

const ALL: readonly Column[] = [
  { key: 'symbol' },
  { key: 'side' },
  { key: 'type', className: 'hide-sm' },
  { key: 'price', className: 'num' },
  { key: 'stop', className: 'num hide-sm', full: true },
  { key: 'quantity', className: 'num' },
  { key: 'filled', className: 'num hide-sm' },
  { key: 'status' },
  { key: 'time', className: 'hide-sm' },
  { key: 'actions' },
]

/** The active orders table's columns; the compact panel leaves out the stop price. */
export const activeColumns = (t: TFunction, compact: boolean): readonly OrdersColumn[] =>
  (compact ? ALL.filter((c) => c.full !== true) : ALL).map(({ key, className }) => ({
    key,
    header: t(`orders.columns.${key}`),
    ...(className === undefined ? {} : { className }),
  }))
