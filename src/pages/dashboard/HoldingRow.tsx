import type { Holding } from '../../../protocol/index.ts'
import { usePrice } from '../../engine/prices.ts'
import {
  formatMoney,
  formatPrice,
  formatQuantity,
  formatSignedMoney,
  trendClass,
} from '../../lib/format.ts'
import { valueHolding } from '../../lib/valuation.ts'

export function HoldingRow({ holding, currency }: { holding: Holding; currency: string }) {
  const live = usePrice(holding.symbol)
  const v = valueHolding(holding, live?.price ?? null)
  const manual = holding.source === 'manual'
  return (
    <tr data-testid={`holding-${holding.symbol}${manual ? '-manual' : ''}`}>
      <th scope="row" className="symbol">
        {holding.symbol}
        {manual && (
          <span className="holding-source" title="Recorded by hand: valued, not tradable here">
            held elsewhere
          </span>
        )}
      </th>
      <td className="num">{formatQuantity(holding.quantity)}</td>
      <td className="num hide-sm">{formatPrice(holding.averagePrice)}</td>
      <td className="num">{formatMoney(v.marketValue, currency)}</td>
      <td className={`num ${trendClass(v.unrealizedPnl)}`}>
        {formatSignedMoney(v.unrealizedPnl, currency)}
      </td>
    </tr>
  )
}
