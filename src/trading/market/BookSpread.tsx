import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { usePrice } from '../../data/prices.ts'
import { formatPrice, trendClass } from '../../lib/format.ts'
import type { Spread } from './book-levels.ts'
import { formatSpread, formatSpreadPercent } from './number-format.ts'

/**
 * The row between asks and bids: the last price and the spread. Its own component, so a price
 * tick re-renders this row and not the book.
 */
export const BookSpread = memo(function BookSpread({
  symbol,
  spread,
}: {
  symbol: string
  spread: Spread | null
}) {
  const { t } = useTranslation()
  const price = usePrice(symbol)
  return (
    <div className="book-spread">
      <span className={`book-last num ${price ? trendClass(price.change24h) : ''}`}>
        <span className="visually-hidden">{t('marketView.book.lastPrice')} </span>
        {price ? formatPrice(price.price) : '—'}
      </span>
      <span className="book-spread-value num">
        <span className="book-spread-label">{t('marketView.book.spread')} </span>
        {spread
          ? `${formatSpread(spread.absolute, spread.mid)} (${formatSpreadPercent(spread.percent)})`
          : '—'}
      </span>
    </div>
  )
})
