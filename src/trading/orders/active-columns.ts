import type { TableColumn as OrdersColumn } from '../../components/VirtualTable.tsx'

const ALL: readonly (OrdersColumn & { full?: true })[] = [
  { key: 'symbol', header: 'Symbol' },
  { key: 'side', header: 'Side' },
  { key: 'type', header: 'Type', className: 'hide-sm' },
  { key: 'price', header: 'Price', className: 'num' },
  { key: 'stop', header: 'Stop', className: 'num hide-sm', full: true },
  { key: 'quantity', header: 'Quantity', className: 'num' },
  { key: 'filled', header: 'Filled', className: 'num hide-sm' },
  { key: 'status', header: 'Status' },
  { key: 'time', header: 'Time (UTC)', className: 'hide-sm' },
  { key: 'actions', header: 'Actions' },
]

/** The active orders table's columns; the compact panel leaves out the stop price. */
export const activeColumns = (compact: boolean): readonly OrdersColumn[] =>
  compact ? ALL.filter((c) => c.full !== true) : ALL
