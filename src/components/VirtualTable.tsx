import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type ReactNode } from 'react'

export interface TableColumn {
  key: string
  header: string
  /** `num` right-aligns; `hide-sm` drops the column on a narrow screen. */
  className?: string
}

export interface VirtualTableProps<T> {
  /** Names the scrolling region and, hidden, captions the table. */
  label: string
  columns: readonly TableColumn[]
  rows: readonly T[]
  rowKey: (row: T) => string
  /** The row's <td> cells, in column order. */
  cells: (row: T) => ReactNode
  rowClassName?: (row: T) => string | undefined
  compact?: boolean
  testId?: string
  rowTestId?: string
  /** Added to the table's classes. */
  tableClassName?: string
  /**
   * Rows whose figures change many times a second (live prices): fixed height, so no row is
   * measured, and a small overscan, so rows out of view do little work.
   */
  live?: boolean
}

const ROW_HEIGHT = 37
const COMPACT_ROW_HEIGHT = 33

/**
 * A real <table> whose body renders only the rows in view (1000 fills, 200 live prices): spacer
 * rows above and below keep the scroll height and the columns aligned with the header, and
 * aria-rowcount/aria-rowindex tell screen readers the full size and where each row sits.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { rows, columns, compact = false } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT
  // The virtualizer is a mutable object read afresh on every render and never handed to a
  // memoised child, which is the use the rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (i) => {
      const row = rows[i]
      return row === undefined ? i : props.rowKey(row)
    },
    overscan: props.live ? 2 : 8,
    // Rendered before layout is known (first paint, tests): a screenful, not nothing.
    initialRect: { width: 0, height: rowHeight * 16 },
  })
  const items = virtualizer.getVirtualItems()
  const top = items[0]?.start ?? 0
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} className="virtual-spacer" aria-hidden="true">
        <td colSpan={columns.length} style={{ height }} />
      </tr>
    ) : null

  return (
    <div
      ref={scrollRef}
      className={compact ? 'virtual-scroll virtual-scroll-compact' : 'virtual-scroll'}
      role="region"
      aria-label={props.label}
      tabIndex={0}
    >
      <table
        className={[
          'data-table virtual-table',
          compact ? 'compact' : '',
          props.tableClassName ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-rowcount={rows.length + 1}
        data-testid={props.testId}
      >
        <caption className="visually-hidden">{props.label}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.className}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spacer(top, 'top')}
          {items.map((item) => {
            const row = rows[item.index]
            if (row === undefined) return null
            return (
              <tr
                key={item.key}
                ref={props.live ? undefined : virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                className={props.rowClassName?.(row)}
                data-testid={props.rowTestId}
              >
                {props.cells(row)}
              </tr>
            )
          })}
          {spacer(bottom, 'bottom')}
        </tbody>
      </table>
    </div>
  )
}
