import type { Holding } from '../../protocol/index.ts'

export interface HoldingValue {
  marketValue: number
  cost: number
  unrealizedPnl: number
}

/** A holding valued at the live price, or at its average price while no price is known. */
export function valueHolding(
  h: Pick<Holding, 'quantity' | 'averagePrice'>,
  price: number | null,
): HoldingValue {
  const cost = h.quantity * h.averagePrice
  const marketValue = h.quantity * (price ?? h.averagePrice)
  return { marketValue, cost, unrealizedPnl: marketValue - cost }
}

export function sumValues(values: readonly HoldingValue[]): HoldingValue {
  return values.reduce(
    (t, v) => ({
      marketValue: t.marketValue + v.marketValue,
      cost: t.cost + v.cost,
      unrealizedPnl: t.unrealizedPnl + v.unrealizedPnl,
    }),
    { marketValue: 0, cost: 0, unrealizedPnl: 0 },
  )
}
