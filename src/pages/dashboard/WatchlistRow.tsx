import { usePrice } from '../../data/prices.ts'
import { formatPercent, formatPrice, formatVolume, trendClass } from '../../lib/format.ts'
import { PriceCell } from './PriceCell.tsx'

/** One symbol; re-renders only when that symbol's atom changes. */
export function WatchlistRow({ symbol }: { symbol: string }) {
  const p = usePrice(symbol)
  return (
    <tr>
      <th scope="row" className="symbol">
        {symbol}
      </th>
      <PriceCell symbol={symbol} price={p?.price ?? null} />
      <td
        className={`num ${p ? trendClass(p.change24hPercent) : ''}`}
        data-testid={`change-${symbol}`}
      >
        {p ? formatPercent(p.change24hPercent) : '—'}
      </td>
      <td className="num hide-sm">{p ? formatPrice(p.high24h) : '—'}</td>
      <td className="num hide-sm">{p ? formatPrice(p.low24h) : '—'}</td>
      <td className="num hide-sm">{p ? formatVolume(p.volume24h) : '—'}</td>
    </tr>
  )
}
