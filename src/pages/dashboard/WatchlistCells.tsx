import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MarketPrice } from '../../../protocol/index.ts'
import { priceAtom } from '../../data/prices.ts'
import { priceStaleAtom } from '../../data/price-staleness.ts'
import { useAtomWriter } from '../../data/use-atom-writer.ts'
import { formatPercent, formatPrice, formatVolume, trendClass } from '../../lib/format.ts'
import { flashPrice } from './price-flash.ts'

const DASH = '—'

/** The cells' texts as last written, so an unchanged figure costs no DOM write or layout. */
function createWriter() {
  const written: string[] = []
  return (i: number, el: HTMLElement | null, text: string): void => {
    if (!el || written[i] === text) return
    written[i] = text
    el.textContent = text
  }
}

/** A stale price stays on screen, dimmed and labelled, never shown as live. */
function markStale(el: HTMLElement | null, stale: boolean, note: string): void {
  if (!el || el.hasAttribute('data-stale') === stale) return
  el.toggleAttribute('data-stale', stale)
  if (stale) el.title = note
  else el.removeAttribute('title')
}

/**
 * One symbol's row cells. React renders them once; the symbol's prices are written straight into
 * the cells' text (the cells have no React children, so React never touches it) at the list's
 * paint pace (src/data/paint-pace.ts): a few DOM writes per change and no render at all.
 */
export function WatchlistCells({ symbol }: { symbol: string }) {
  const price = useRef<HTMLTableCellElement>(null)
  const change = useRef<HTMLTableCellElement>(null)
  const high = useRef<HTMLTableCellElement>(null)
  const low = useRef<HTMLTableCellElement>(null)
  const volume = useRef<HTMLTableCellElement>(null)
  const shown = useRef<number | null>(null)
  const [setText] = useState(createWriter)
  const { t } = useTranslation()

  useAtomWriter(
    priceAtom(symbol),
    (p: MarketPrice | null) => {
      setText(0, price.current, p ? formatPrice(p.price) : DASH)
      setText(1, change.current, p ? formatPercent(p.change24hPercent) : DASH)
      setText(2, high.current, p ? formatPrice(p.high24h) : DASH)
      setText(3, low.current, p ? formatPrice(p.low24h) : DASH)
      setText(4, volume.current, p ? formatVolume(p.volume24h) : DASH)
      const trend = p ? trendClass(p.change24hPercent) : ''
      if (change.current && change.current.dataset.trend !== trend) {
        change.current.className = `num ${trend}`.trim()
        change.current.dataset.trend = trend
      }
      if (price.current) flashPrice(price.current, shown.current, p?.price ?? null)
      shown.current = p?.price ?? null
    },
    true,
  )

  useAtomWriter(priceStaleAtom(symbol), (stale: boolean) =>
    markStale(price.current, stale, t('dashboard.watchlist.stale')),
  )

  return (
    <>
      <th scope="row" className="symbol">
        {symbol}
      </th>
      <td ref={price} className="num price-cell" data-testid={`price-${symbol}`} />
      <td ref={change} className="num" data-testid={`change-${symbol}`} />
      <td ref={high} className="num hide-sm" />
      <td ref={low} className="num hide-sm" />
      <td ref={volume} className="num hide-sm" />
    </>
  )
}

/** The watchlist's columns, in the order WatchlistCells renders them. */
export const WATCHLIST_COLUMNS = [
  { key: 'symbol', header: 'Symbol' },
  { key: 'price', header: 'Last price', className: 'num' },
  { key: 'change', header: '24h change', className: 'num' },
  { key: 'high', header: '24h high', className: 'num hide-sm' },
  { key: 'low', header: '24h low', className: 'num hide-sm' },
  { key: 'volume', header: 'Volume', className: 'num hide-sm' },
] as const
