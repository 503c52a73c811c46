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
  return (
    <tr data-testid={`holding-${holding.symbol}`}>
      <th scope="row" className="symbol">
        {holding.symbol}
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
