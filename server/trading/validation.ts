import type { OrderRequest, TimeInForce, ValidationIssue } from '../../protocol/index.ts'
import type { Units } from './units.ts'
import { qtyText } from './units.ts'

export interface ValidOrder {
  lots: number
  priceTicks: number | null
  stopTicks: number | null
  timeInForce: TimeInForce
}

const issue = (field: string, msg: string, type: string): ValidationIssue => ({
  loc: ['body', field],
  msg,
  type,
})

/** Per-type rules and the symbol's grid; returns the engine units or the 422 issues. */
export function validateOrder(req: OrderRequest, units: Units): ValidOrder | ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const { tickSize, lotSize } = units.symbol
  const t = req.orderType
  const needsPrice = t === 'limit' || t === 'stop_limit'
  const needsStop = t === 'stop' || t === 'stop_limit' || t === 'take_profit'
  if (needsPrice && req.price === undefined)
    issues.push(issue('price', `A ${t} order needs a price`, 'missing'))
  if (!needsPrice && req.price !== undefined)
    issues.push(issue('price', `A ${t} order takes no price`, 'extra_forbidden'))
  if (needsStop && req.stopPrice === undefined)
    issues.push(issue('stopPrice', `A ${t} order needs a stopPrice`, 'missing'))
  if (!needsStop && req.stopPrice !== undefined)
    issues.push(issue('stopPrice', `A ${t} order takes no stopPrice`, 'extra_forbidden'))
  const timeInForce: TimeInForce = req.timeInForce ?? (t === 'market' ? 'IOC' : 'GTC')
  if (req.postOnly && (t !== 'limit' || timeInForce !== 'GTC'))
    issues.push(issue('postOnly', 'postOnly is only allowed on a limit GTC order', 'value_error'))
  const market = req.market ?? 'spot'
  if (req.reduceOnly && market !== 'perp')
    issues.push(
      issue('reduceOnly', 'reduceOnly is only allowed on perpetual orders', 'value_error'),
    )
  if (market === 'spot' && (req.leverage ?? 1) !== 1)
    issues.push(issue('leverage', 'Leverage is only available on perpetual orders', 'value_error'))

  const lots = units.toLots(req.quantity)
  if (lots === undefined)
    issues.push(
      issue(
        'quantity',
        `Quantity must be a multiple of the lot size ${qtyText(lotSize)}`,
        'lot_size',
      ),
    )
  else if (lots < 1)
    issues.push(
      issue('quantity', `Quantity must be at least one lot (${qtyText(lotSize)})`, 'min_qty'),
    )
  const grid = (field: 'price' | 'stopPrice', v: number | undefined): number | null => {
    if (v === undefined) return null
    const ticks = units.toTicks(v)
    if (ticks === undefined || ticks < 1) {
      issues.push(
        issue(
          field,
          `${field} must be a multiple of the tick size ${qtyText(tickSize)}`,
          'tick_size',
        ),
      )
      return null
    }
    return ticks
  }
  const priceTicks = grid('price', req.price)
  const stopTicks = grid('stopPrice', req.stopPrice)
  if (issues.length > 0 || lots === undefined) return issues
  return { lots, priceTicks, stopTicks, timeInForce }
}
