import type { MarketPrice } from '../../../protocol/index.ts'
import { PriceCell } from '../../../src/pages/dashboard/PriceCell.tsx'
import { formatPercent, formatPrice, formatVolume, trendClass } from '../../../src/lib/format.ts'

/** WatchlistRow's markup, given its price by the parent instead of reading an atom. */
export function NaiveRow({ symbol, p }: { symbol: string; p: MarketPrice | null }) {
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
