import { useEffect, useRef } from 'react'
import type { MarketPrice } from '../../../protocol/index.ts'
import { flashPrice } from '../../../src/pages/dashboard/price-flash.ts'
import { formatPercent, formatPrice, formatVolume, trendClass } from '../../../src/lib/format.ts'

/** The watchlist's price cell written the React way: a prop, and the product's flash. */
function PriceCell({ symbol, price }: { symbol: string; price: number | null }) {
  const ref = useRef<HTMLTableCellElement>(null)
  const previous = useRef<number | null>(null)
  useEffect(() => {
    if (ref.current) flashPrice(ref.current, previous.current, price)
    previous.current = price
  }, [price])
  return (
    <td ref={ref} className="num price-cell" data-testid={`price-${symbol}`}>
      {price === null ? '—' : formatPrice(price)}
    </td>
  )
}

/** The watchlist row's markup, given its price by the parent instead of reading an atom. */
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
