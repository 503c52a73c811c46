import { usePrice } from '../../data/prices.ts'
import { formatPercent, formatPrice, trendClass } from '../../lib/format.ts'

/** The symbol on screen with its last price and 24 h change; re-renders on its ticks only. */
export function SymbolCurrent({ symbol }: { symbol: string }) {
  const p = usePrice(symbol)
  return (
    <p className="symbol-current">
      <span className="symbol-current-name">{symbol}</span>
      <span className="num symbol-current-price">
        <span className="visually-hidden">Last price </span>
        {p ? formatPrice(p.price) : '—'}
      </span>
      <span className={`num symbol-current-change ${p ? trendClass(p.change24hPercent) : 'flat'}`}>
        <span className="visually-hidden">24 hour change </span>
        {p ? formatPercent(p.change24hPercent) : '—'}
      </span>
    </p>
  )
}
