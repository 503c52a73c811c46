import { memo, type CSSProperties } from 'react'
import { depthRatio, type BookRow, type BookSideName } from './book-levels.ts'
import { formatFixed } from './number-format.ts'

export interface BookSideListProps {
  side: BookSideName
  /** Best first, as the book sends them; asks are drawn best at the bottom. */
  rows: readonly BookRow[]
  maxTotal: number
  priceDecimals: number
  sizeDecimals: number
  onPick: ((price: number) => void) | undefined
}

/** Plain numbers, so a level that did not change skips rendering. */
interface LevelProps extends Omit<BookSideListProps, 'rows' | 'maxTotal'>, BookRow {
  ratio: number
}

/** One level: a button when a price can be picked, so Enter and Space pick it too. */
const Level = memo(function Level({
  side,
  price,
  size,
  total,
  ratio,
  priceDecimals,
  sizeDecimals,
  onPick,
}: LevelProps) {
  // The depth bar is a transform of a pseudo-element: a new width repaints, it never reflows.
  const style: CSSProperties & Record<'--depth', string> = { '--depth': ratio.toFixed(4) }
  const content = (
    <>
      <span className="visually-hidden">{side === 'bid' ? 'Bid ' : 'Ask '}</span>
      <span className="book-price">{formatFixed(price, priceDecimals)}</span>
      <span className="visually-hidden">, size </span>
      <span className="book-size">{formatFixed(size, sizeDecimals)}</span>
      <span className="visually-hidden">, total </span>
      <span className="book-total">{formatFixed(total, sizeDecimals)}</span>
    </>
  )
  return (
    <li>
      {onPick ? (
        <button type="button" className="book-row" style={style} onClick={() => onPick(price)}>
          {content}
        </button>
      ) : (
        <div className="book-row" style={style}>
          {content}
        </div>
      )}
    </li>
  )
})

/** One side of the book with cumulative depth bars. */
export const BookSideList = memo(function BookSideList(props: BookSideListProps) {
  const { side, rows, maxTotal } = props
  const label = side === 'bid' ? 'Bids' : 'Asks'
  if (rows.length === 0) return <p className="book-side-empty">No {label.toLowerCase()}</p>
  const shown = side === 'ask' ? [...rows].reverse() : rows
  return (
    <ol className={`book-side book-${side}s`} aria-label={label}>
      {shown.map((row) => (
        <Level
          key={row.price}
          side={side}
          price={row.price}
          size={row.size}
          total={row.total}
          ratio={depthRatio(row.total, maxTotal)}
          priceDecimals={props.priceDecimals}
          sizeDecimals={props.sizeDecimals}
          onPick={props.onPick}
        />
      ))}
    </ol>
  )
})
