import { haltedDetail, type Order, type OrderModify } from '../../protocol/index.ts'
import { haltOf } from '../market/halts.ts'
import { conflict, notFound, ValidationError } from '../http/errors.ts'
import { releaseCash, releaseQty, reserveCash, reserveQty } from './account.ts'
import type { TradingCore } from './core.ts'
import { isActive, toWire, type TraderOrder } from './order-model.ts'
import { badRequest, fundsRefusal } from './place-order.ts'
import { findOrder } from './repo.ts'
import { releaseOrder } from './settlement.ts'
import { reservationFor } from './reservation.ts'
import { balanceStmt, holdingStmt, orderStmt } from './statements.ts'
import { UnitOfWork } from './unit-of-work.ts'
import { checkPrice, checkQuantity } from './bounds.ts'
import { money } from './units.ts'
import { maxPriceOf, optionNeedOnModify } from '../options/trading/order-support.ts'
import { optionStmt } from '../options/trading/rows.ts'

export interface Acted {
  order: Order
  unit: UnitOfWork
}

/** The caller's active order, or the 404/409 that says why it cannot be changed. */
async function activeOrder(core: TradingCore, userId: string, id: string): Promise<TraderOrder> {
  const o = core.orders.get(id)
  if (o && o.userId === userId && isActive(o.status)) return o
  const stored = await findOrder(core.db, userId, id)
  // Active in the table but not in memory: its portfolio is being deleted.
  if (!stored || isActive(stored.status)) throw notFound('Order not found')
  throw conflict(`Order is already ${stored.status.replace('_', ' ')}`)
}

function finishUnit(core: TradingCore, o: TraderOrder, unit: UnitOfWork): Acted {
  const a = core.accounts.get(o.portfolioId)
  unit.put(`order:${o.id}`, orderStmt(o))
  if (a) {
    unit.put(`balance:${a.portfolioId}`, balanceStmt(a))
    if (o.market === 'spot')
      unit.put(`holding:${a.portfolioId}:${o.symbol}`, holdingStmt(a, o.symbol))
    if (o.market === 'option')
      unit.put(`option:${a.portfolioId}:${o.symbol}`, optionStmt(a, o.symbol, o.updatedAt))
  }
  unit.push({ userId: o.userId, channel: 'orders', data: toWire(o) })
  return { order: toWire(o), unit }
}

export async function cancelOrder(core: TradingCore, userId: string, id: string): Promise<Acted> {
  const o = await activeOrder(core, userId, id)
  const unit = new UnitOfWork()
  core.run(unit, () => core.exchange.cancel(o.symbol, o.id, Date.now()))
  if (core.orders.has(o.id)) {
    // The book no longer knew it (it finished in the same instant): settle the cancel here.
    const a = core.accounts.get(o.portfolioId)
    if (a) releaseOrder(core, a, o)
    o.reservedCash = 0
    o.status = 'cancelled'
    o.updatedAt = new Date()
    core.orders.delete(o.id)
  }
  return finishUnit(core, o, unit)
}

/** The book units of a change, or the 422 issues: every field is checked before anything moves. */
function validateChange(
  core: TradingCore,
  o: TraderOrder,
  change: OrderModify,
): { priceTicks: number | undefined; lots: number | undefined } {
  const u = core.unitsOf(o.symbol)
  const issues: ValidationError['issues'] = []
  let priceTicks: number | undefined
  let lots: number | undefined
  if (change.price !== undefined) {
    // A new price on a halted book would rest a new order there: refused like a new order.
    const halt = haltOf(u.symbol)
    if (halt) throw conflict(haltedDetail(u.symbol.symbol, halt.reason))
    if (o.price === null)
      issues.push({
        loc: ['body', 'price'],
        msg: `A ${o.orderType} order has no price to change`,
        type: 'value_error',
      })
    else {
      // Option prices are not banded around the last price; they are capped by what the
      // contract can be worth.
      const spec = u.symbol.option
      const reference = spec ? null : core.quotes(o.symbol).last
      const checked = checkPrice('price', change.price, u, reference)
      const max = spec ? maxPriceOf(core, o.symbol, spec) : Number.POSITIVE_INFINITY
      if ('issue' in checked) issues.push(checked.issue)
      else if (change.price > max + 1e-9)
        issues.push({
          loc: ['body', 'price'],
          msg: `price must be at most ${max}, the most ${o.symbol} can be worth`,
          type: 'price_band',
        })
      else priceTicks = checked.ok
    }
  }
  if (change.quantity !== undefined) {
    const checked = checkQuantity('quantity', change.quantity, u, u.symbol.maxQuantity)
    if ('ok' in checked) lots = checked.ok
    else issues.push(checked.issue)
  }
  if (issues.length > 0) throw new ValidationError(issues)
  return { priceTicks, lots }
}

/**
 * Changes price and/or quantity of an active order. Funds are re-reserved for the new remainder
 * before the book sees the change, so a modification can never spend money that is not there;
 * should the book still refuse it, the reservation is put back exactly as it was.
 */
export async function modifyOrder(
  core: TradingCore,
  userId: string,
  id: string,
  change: OrderModify,
): Promise<Acted> {
  const o = await activeOrder(core, userId, id)
  const { priceTicks, lots } = validateChange(core, o, change)
  const u = core.unitsOf(o.symbol)
  const a = core.accounts.get(o.portfolioId)
  if (!a || a.closed) throw notFound('Portfolio not found')
  const newLots = lots ?? o.lots
  const newPrice = priceTicks === undefined ? o.price : u.price(priceTicks)
  const remaining = u.qty(Math.max(0, newLots - o.filledLots))
  const need =
    o.market === 'option'
      ? optionNeedOnModify(core, o, remaining, newPrice)
      : reservationFor(
          {
            market: o.market,
            side: o.side,
            orderType: o.orderType,
            quantity: remaining,
            price: newPrice,
            stopPrice: o.stopPrice,
            leverage: o.leverage,
            reduceOnly: o.reduceOnly,
          },
          core.quotes(o.symbol),
        )
  if (!need) throw badRequest(`No price for ${o.symbol} yet: try again in a moment`)
  const heldQty = o.market === 'spot' && o.side === 'sell' ? u.qty(o.lots - o.filledLots) : 0
  // What is already held for this order counts as available for its new version.
  const extraCash = money(need.cash - o.reservedCash)
  const extraQty = need.qty - heldQty
  const refusal = fundsRefusal(
    a,
    { symbol: o.symbol, quantity: remaining },
    { cash: Math.max(0, extraCash), qty: Math.max(0, extraQty), protection: null },
    u,
  )
  if (refusal && (extraCash > 0 || extraQty > 0)) throw badRequest(refusal)
  const before = {
    reserved: a.reserved,
    order: o.reservedCash,
    qty: a.holdings.get(o.symbol)?.reserved,
  }
  if (extraCash >= 0) reserveCash(a, extraCash)
  else releaseCash(a, -extraCash)
  o.reservedCash = need.cash
  if (extraQty > 0) reserveQty(a, o.symbol, extraQty)
  else if (extraQty < 0) releaseQty(a, o.symbol, -extraQty)
  const unit = new UnitOfWork()
  const patch = {
    ...(priceTicks === undefined ? {} : { price: priceTicks }),
    ...(lots === undefined ? {} : { qty: lots }),
  }
  try {
    core.run(unit, () => core.exchange.modify(o.symbol, o.id, patch, Date.now()))
  } catch (err) {
    // The book checks a change before applying any of it, so nothing else moved.
    a.reserved = before.reserved
    o.reservedCash = before.order
    const h = a.holdings.get(o.symbol)
    if (h && before.qty !== undefined) h.reserved = before.qty
    throw err
  }
  return finishUnit(core, o, unit)
}
