import { useId, useMemo, useState } from 'react'
import { useConnection } from '../../bridge/connection-state.ts'
import { Skeleton, SkeletonRegion } from '../../components/skeletons/Skeleton.tsx'
import { useOrderBook } from '../../data/order-book.ts'
import { formatTime } from '../../lib/format.ts'
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

  let body
  if (!book || !view) {
    body =
      connection.status === 'error' ? (
        <p className="panel-error">{connection.message ?? 'Connection error occurred'}</p>
      ) : (
        <BookSkeleton />
      )
  } else if (view.bids.length === 0 && view.asks.length === 0) {
    body = <p className="empty">No orders in the book</p>
  } else {
    const sides = {
      maxTotal: view.maxTotal,
      priceDecimals: stepDecimals(step),
      sizeDecimals,
      onPick: onPickPrice,
    }
    body = (
      <div className="book">
        <div className="book-head" aria-hidden="true">
          <span>Price ({quote})</span>
          <span>Size ({base})</span>
          <span>Total</span>
        </div>
        <BookSideList side="ask" rows={view.asks} {...sides} />
        <BookSpread symbol={symbol} spread={spread} />
        <BookSideList side="bid" rows={view.bids} {...sides} />
      </div>
    )
  }

  return (
    <section className="panel market-panel order-book" aria-labelledby={titleId}>
      <div className="panel-header">
        <h2 id={titleId}>Order book</h2>
        {book && connection.status !== 'connected' && (
          <span className="panel-note warn" data-testid="book-not-live">
            Not live · {formatTime(book.lastUpdate)}
          </span>
        )}
        <label className="market-select">
          <span className="visually-hidden">Price grouping</span>
          <select
            value={multiplier}
            disabled={steps.length === 0}
            onChange={(e) => setMultiplier(Number(e.target.value))}
          >
            {GROUPING_MULTIPLIERS.map((m, i) => {
              const s = steps[i]
              return (
                <option key={m} value={m}>
                  {s === undefined ? `Tick × ${m}` : formatFixed(s, stepDecimals(s))}
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

function BookSkeleton() {
  return (
    <SkeletonRegion label="Loading order book" className="book-skeleton">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height="0.9rem" />
      ))}
    </SkeletonRegion>
  )
}
