import type { TFunction } from 'i18next'
import type { Position } from '../../../protocol/index.ts'
import type { OrderView } from '../../../workers/engine/api.ts'
import { numberLocale } from '../../lib/number-locale.ts'
import type { PriceLine } from '../chart/types.ts'

const RESTING = new Set(['open', 'partially_filled', 'pending'])

const qty = (n: number): string => n.toLocaleString(numberLocale(), { maximumFractionDigits: 8 })

/**
 * The trader's open orders and positions on `symbol` as chart lines: an order's limit (or stop)
 * price, draggable when a modify can move it (a confirmed limit order); a position's entry and,
 * for a perpetual, its liquidation price.
 */
export function chartLines(
  t: TFunction,
  orders: readonly OrderView[],
  positions: readonly Position[],
  symbol: string,
): PriceLine[] {
  const lines: PriceLine[] = []
  for (const o of orders) {
    if (o.symbol !== symbol || !RESTING.has(o.status)) continue
    const price = o.price ?? o.stopPrice
    if (price === null) continue
    lines.push({
      id: o.id,
      price,
      label: t(`trading.lines.${o.side}`, { quantity: qty(o.quantity - o.filledQuantity) }),
      kind: o.side === 'buy' ? 'order-buy' : 'order-sell',
      draggable: o.orderType === 'limit' && o.local === 'confirmed',
    })
  }
  for (const p of positions) {
    if (p.symbol !== symbol || p.market !== 'perp') continue
    const long = p.side === 'long'
    lines.push({
      id: `entry:${p.id}`,
      price: p.entryPrice,
      label: t(long ? 'trading.lines.longEntry' : 'trading.lines.shortEntry', {
        quantity: qty(p.size),
      }),
      kind: 'position',
      draggable: false,
    })
    if (p.liquidationPrice > 0)
      lines.push({
        id: `liq:${p.id}`,
        price: p.liquidationPrice,
        label: t(long ? 'trading.lines.longLiquidation' : 'trading.lines.shortLiquidation'),
        kind: 'liquidation',
        draggable: false,
      })
  }
  return lines
}

/** A dragged price put on the instrument's tick grid (as the server requires). */
export const onTick = (price: number, tickSize: number): number => {
  const ticks = Math.round(price / tickSize)
  // Rounded to the tick's decimals so 0.1 + 0.2 style noise never reaches the server.
  const decimals = Math.max(0, Math.ceil(-Math.log10(tickSize)))
  return Number((Math.max(1, ticks) * tickSize).toFixed(decimals))
}
