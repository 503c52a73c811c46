import { memo, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
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
  /** "Set alert at this price": a bell beside each level when given. */
  onAlert: ((price: number) => void) | undefined
}

/** A bell, drawn rather than an emoji so it takes the theme's colour. */
const BellIcon = () => (
  <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M8 1.5a1 1 0 0 1 1 1v.6a4.5 4.5 0 0 1 3.5 4.4v2.8l1.2 1.5v.7H2.3v-.7l1.2-1.5V7.5A4.5 4.5 0 0 1 7 3.1v-.6a1 1 0 0 1 1-1Zm-1.6 12h3.2a1.6 1.6 0 0 1-3.2 0Z"
    />
  </svg>
)

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
  onAlert,
}: LevelProps) {
  const { t } = useTranslation()
  // The depth bar is a transform of a pseudo-element: a new width repaints, it never reflows.
  const style: CSSProperties & Record<'--depth', string> = { '--depth': ratio.toFixed(4) }
  const priceText = formatFixed(price, priceDecimals)
  const content = (
    <>
      <span className="visually-hidden">
        {side === 'bid' ? t('marketView.book.bid') : t('marketView.book.ask')}{' '}
      </span>
      <span className="book-price">{priceText}</span>
      <span className="visually-hidden">{t('marketView.book.sizeSr')} </span>
      <span className="book-size">{formatFixed(size, sizeDecimals)}</span>
      <span className="visually-hidden">{t('marketView.book.totalSr')} </span>
      <span className="book-total">{formatFixed(total, sizeDecimals)}</span>
    </>
  )
  return (
    <li className={onAlert ? 'book-level-with-alert' : undefined}>
      {onPick ? (
        <button type="button" className="book-row" style={style} onClick={() => onPick(price)}>
          {content}
        </button>
      ) : (
        <div className="book-row" style={style}>
          {content}
        </div>
      )}
      {onAlert && (
        <button
          type="button"
          className="book-alert"
          aria-label={t('marketView.book.alertAt', { price: priceText })}
          title={t('marketView.book.alertAt', { price: priceText })}
          data-testid="book-alert"
          onClick={() => onAlert(price)}
        >
          <BellIcon />
        </button>
      )}
    </li>
  )
})

/** One side of the book with cumulative depth bars. */
export const BookSideList = memo(function BookSideList(props: BookSideListProps) {
  const { t } = useTranslation()
  const { side, rows, maxTotal } = props
  if (rows.length === 0)
    return (
      <p className="book-side-empty">
        {side === 'bid' ? t('marketView.book.noBids') : t('marketView.book.noAsks')}
      </p>
    )
  const shown = side === 'ask' ? [...rows].reverse() : rows
  return (
    <ol
      className={`book-side book-${side}s`}
      aria-label={side === 'bid' ? t('marketView.book.bids') : t('marketView.book.asks')}
    >
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
          onAlert={props.onAlert}
        />
      ))}
    </ol>
  )
})
