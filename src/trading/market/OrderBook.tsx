import { useCallback, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from '../../bridge/connection-state.ts'
import { Skeleton, SkeletonRegion } from '../../components/skeletons/Skeleton.tsx'
import { useOrderBook } from '../../data/order-book.ts'
import { alertAtPrice, roundToTick, useCreatePriceAlert } from '../../data/price-alerts.ts'
import { usePrice } from '../../data/prices.ts'
import { toast } from '../../components/toast/toast.ts'
import { formatPrice, formatTime } from '../../lib/format.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import {
  GROUPING_MULTIPLIERS,
  bookView,
  fallbackTick,
  groupingStep,
  groupingSteps,
  spreadOf,
  stepDecimals,
} from './book-levels.ts'
import { BookSideList } from './BookSideList.tsx'
import { BookSpread } from './BookSpread.tsx'
import { formatFixed, symbolParts } from './number-format.ts'
import { useSymbolInfo } from '../../data/symbols.ts'
import { useMediaQuery } from './use-media-query.ts'
import '../../styles/trading-market.css'
import './book-alerts.css'

/** SPEC §8, word for word, when the socket failed without saying why. */
const CONNECTION_ERROR = 'Connection error occurred'

/** Rows per side, and on a phone, where the book shares the screen with the ticket. */
export const BOOK_ROWS = 12
export const BOOK_ROWS_NARROW = 8
const NARROW = '(max-width: 600px)'
/** Decimals of a size when the symbol's lot size is not known yet. */
const DEFAULT_SIZE_DECIMALS = 4

export interface OrderBookProps {
  symbol: string
  /** A level was clicked (or chosen with Enter): e.g. the ticket takes its price. */
  onPickPrice?: (price: number) => void
  /** Levels per side on a wide screen (a phone shows at most BOOK_ROWS_NARROW). */
  rows?: number
}

/**
 * The symbol's book: asks above (best at the bottom), the last price and spread, bids below,
 * each level with its cumulative depth. Re-renders when a book arrives (at most every 50 ms).
 */
export function OrderBook({ symbol, onPickPrice, rows = BOOK_ROWS }: OrderBookProps) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const titleId = useId()
  const book = useOrderBook(symbol)
  const info = useSymbolInfo(symbol)
  const connection = useConnection()
  const [multiplier, setMultiplier] = useState<number>(1)
  const count = useMediaQuery(NARROW) ? Math.min(rows, BOOK_ROWS_NARROW) : rows

  const spread = useMemo(() => (book ? spreadOf(book.bids, book.asks) : null), [book])
  const reference = spread?.mid ?? book?.bids[0]?.[0] ?? book?.asks[0]?.[0]
  const tick = info?.tickSize ?? (reference === undefined ? null : fallbackTick(reference))
  const steps = tick === null ? [] : groupingSteps(tick)
  const step = tick === null ? 0 : groupingStep(tick, multiplier)
  const view = useMemo(
    () => (book ? bookView(book.bids, book.asks, step, count) : null),
    [book, step, count],
  )
  const sizeDecimals = info ? stepDecimals(info.lotSize) : DEFAULT_SIZE_DECIMALS
  const { base, quote } = symbolParts(symbol)
  const setAlert = useBookAlert(symbol, info?.tickSize)

  let body
  if (!book || !view) {
    body =
      connection.status === 'error' ? (
        <p className="panel-error">{localize(connection.message ?? CONNECTION_ERROR)}</p>
      ) : (
        <BookSkeleton />
      )
  } else if (view.bids.length === 0 && view.asks.length === 0) {
    body = <p className="empty">{t('marketView.book.empty')}</p>
  } else {
    const sides = {
      maxTotal: view.maxTotal,
      priceDecimals: stepDecimals(step),
      sizeDecimals,
      onPick: onPickPrice,
      onAlert: setAlert,
    }
    body = (
      <div className="book">
        <div className="book-head" aria-hidden="true">
          <span>{t('marketView.book.price', { quote })}</span>
          <span>{t('marketView.book.size', { base })}</span>
          <span>{t('marketView.book.total')}</span>
        </div>
        <BookSideList side="ask" rows={view.asks} {...sides} />
        <BookSpread symbol={symbol} spread={spread} />
        <BookSideList side="bid" rows={view.bids} {...sides} />
      </div>
    )
  }

  return (
    <section className="panel market-panel order-book with-alerts" aria-labelledby={titleId}>
      <div className="panel-header">
        <h2 id={titleId}>{t('marketView.book.title')}</h2>
        {book && connection.status !== 'connected' && (
          <span className="panel-note warn" data-testid="book-not-live">
            {t('marketView.book.notLive', { time: formatTime(book.lastUpdate) })}
          </span>
        )}
        <label className="market-select">
          <span className="visually-hidden">{t('marketView.book.grouping')}</span>
          <select
            value={multiplier}
            disabled={steps.length === 0}
            onChange={(e) => setMultiplier(Number(e.target.value))}
          >
            {GROUPING_MULTIPLIERS.map((m, i) => {
              const s = steps[i]
              return (
                <option key={m} value={m}>
                  {s === undefined
                    ? t('marketView.book.tickTimes', { m })
                    : formatFixed(s, stepDecimals(s))}
                </option>
              )
            })}
          </select>
        </label>
      </div>
      {body}
    </section>
  )
}

/**
 * "Set alert at this price" from a level: once, at or beyond that price as seen from the market
 * now; confirmed by a toast (a refusal toasts its reason).
 */
function useBookAlert(symbol: string, tickSize: number | undefined) {
  const { t } = useTranslation()
  const last = usePrice(symbol)?.price
  const create = useCreatePriceAlert((a) =>
    toast.success(
      t(`marketView.book.alertSet.${a.condition === 'below' ? 'below' : 'above'}`, {
        symbol: a.symbol,
        price: formatPrice(a.price ?? 0),
      }),
    ),
  )
  const { mutate } = create
  return useCallback(
    (price: number) =>
      mutate(alertAtPrice(symbol, tickSize ? roundToTick(price, tickSize) : price, last)),
    [mutate, symbol, tickSize, last],
  )
}

function BookSkeleton() {
  const { t } = useTranslation()
  return (
    <SkeletonRegion label={t('marketView.book.loading')} className="book-skeleton">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height="0.9rem" />
      ))}
    </SkeletonRegion>
  )
}
