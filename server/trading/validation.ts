import { haltedDetail } from '../../protocol/index.ts'
import type { OrderRequest, TimeInForce, ValidationIssue } from '../../protocol/index.ts'
import { conflict } from '../http/errors.ts'
import { haltOf } from '../market/halts.ts'
import { marketIssues } from '../options/trading/order-rules.ts'
import { checkPrice, checkQuantity } from './bounds.ts'
import type { Units } from './units.ts'

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

/** How far ahead of the server's clock a client's `placedAt` may be. */
const CLOCK_SKEW_MS = 60_000

export interface OrderContext {
  /** The last price: limit and stop prices must lie in a band around it. */
  reference: number | null
  now: number
  /** Option contracts: the most the contract can be worth (its prices are not banded). */
  maxPrice?: number | null
}

/**
 * Per-type rules, the symbol's grid and bounds: the book's ticks and lots, or the 422 issues.
 * Everything an order carries is checked here, before any account is touched.
 */
export function validateOrder(
  req: OrderRequest,
  units: Units,
  ctx: OrderContext,
): ValidOrder | ValidationIssue[] {
  // A halted symbol refuses every new order, valid or not (409, not 422).
  const halt = haltOf(units.symbol)
  if (halt) throw conflict(haltedDetail(units.symbol.symbol, halt.reason))
  const issues: ValidationIssue[] = []
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
  const option = units.symbol.option
  issues.push(...marketIssues(req, units.symbol.symbol, option, ctx.maxPrice ?? null))

  const qty = checkQuantity('quantity', req.quantity, units, units.symbol.maxQuantity)
  const lots = 'ok' in qty ? qty.ok : undefined
  if ('issue' in qty) issues.push(qty.issue)
  const grid = (field: 'price' | 'stopPrice', v: number | undefined): number | null => {
    if (v === undefined) return null
    const checked = checkPrice(field, v, units, option ? null : ctx.reference)
    if ('ok' in checked) return checked.ok
    issues.push(checked.issue)
    return null
  }
  // A price the order type forbids is already refused above; its value is beside the point.
  const priceTicks = needsPrice ? grid('price', req.price) : null
  const stopTicks = needsStop ? grid('stopPrice', req.stopPrice) : null
  if (req.placedAt !== undefined && Date.parse(req.placedAt) > ctx.now + CLOCK_SKEW_MS)
    issues.push(issue('placedAt', 'placedAt is in the future', 'value_error'))
  if (issues.length > 0 || lots === undefined) return issues
  return { lots, priceTicks, stopTicks, timeInForce }
}
