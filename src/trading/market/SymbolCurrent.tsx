import { useAtomValue } from '../../app/store.ts'
import { usePrice } from '../../data/prices.ts'
import { priceStaleAtom } from '../../data/price-staleness.ts'
import { formatPercent, formatPrice, formatTime, trendClass } from '../../lib/format.ts'

/**
 * The symbol on screen with its last price and 24 h change; re-renders on its ticks only. A price
 * that is not live says so, with the time of its last update.
 */
export function SymbolCurrent({ symbol }: { symbol: string }) {
  const p = usePrice(symbol)
  const stale = useAtomValue(priceStaleAtom(symbol))
  return (
    <p className="symbol-current">
      <span className="symbol-current-name">{symbol}</span>
      <span className="num symbol-current-price" data-stale={p && stale ? '' : undefined}>
        <span className="visually-hidden">Last price </span>
        {p ? formatPrice(p.price) : '—'}
      </span>
      <span className={`num symbol-current-change ${p ? trendClass(p.change24hPercent) : 'flat'}`}>
        <span className="visually-hidden">24 hour change </span>
        {p ? formatPercent(p.change24hPercent) : '—'}
      </span>
      {p && stale && (
        <span className="price-stale-note" data-testid="price-stale">
          Stale · last update {formatTime(p.lastUpdate)}
        </span>
      )}
    </p>
  )
}
