import { randomUUID } from 'node:crypto'
import type { Order, OrderRequest } from '../../protocol/index.ts'
import { HttpError, notFound, ValidationError } from '../http/errors.ts'
import type { NewOrder } from '../matching/types.ts'
import { optionReducible, maxPriceOf, reserveForOption } from '../options/trading/order-support.ts'
import { optionStmt } from '../options/trading/rows.ts'
import {
  availableCash,
  availableQty,
  reserveCash,
  reserveContracts,
  reserveQty,
  type Account,
} from './account.ts'
import type { TradingCore } from './core.ts'
import { toWire, type TraderOrder } from './order-model.ts'
import { leverageRefusal, staleRefusal, slippageRefusal } from './refusals.ts'
import { reservationFor, type Reservation } from './reservation.ts'
import { balanceStmt, holdingStmt, orderStmt } from './statements.ts'
import { UnitOfWork } from './unit-of-work.ts'
import { qtyText, usd, type Units } from './units.ts'
import { validateOrder } from './validation.ts'
import { slippageTolerance } from './user-settings.ts'

export const badRequest = (detail: string): HttpError => new HttpError(400, detail)

export async function ownedAccount(
  core: TradingCore,
  userId: string,
  portfolioId: string,
): Promise<Account> {
  const a = await core.accounts.load(portfolioId)
  if (!a || a.userId !== userId || a.closed) throw notFound('Portfolio not found')
  return a
}

/** The 400 a trader sees when the order cannot be paid for, with the exact numbers. */
export function fundsRefusal(
  a: Account,
  o: { symbol: string; quantity: number },
  r: Reservation,
  u: Units,
): string | undefined {
  if (r.cash > availableCash(a))
    return `Insufficient funds: this order needs ${usd(r.cash)} ${a.currency}, ${usd(Math.max(0, availableCash(a)))} ${a.currency} available`
  if (r.qty > 0 && r.qty > availableQty(a, o.symbol)) {
    const h = a.holdings.get(o.symbol)
    const held = availableQty(a, o.symbol)
    const note = h && h.reserved > 0 ? ` (${qtyText(h.reserved)} more reserved by open orders)` : ''
    return `Insufficient holdings: selling ${qtyText(o.quantity)} ${o.symbol} needs ${qtyText(u.qty(u.toLots(o.quantity) ?? 0))}, you hold ${qtyText(held)}${note}`
  }
  return undefined
}

export interface Placed {
  order: Order
  unit: UnitOfWork
}

/**
 * Validates, refuses (delay, slippage, funds), reserves, matches the immediate part and settles
 * it, all synchronously after the account is loaded; returns the unit to commit with `extra`
 * statements (the idempotency answer) added by the caller before the commit.
 */
export async function placeOrder(
  core: TradingCore,
  userId: string,
  raw: OrderRequest,
): Promise<Placed> {
  const symbol = raw.symbol.toUpperCase()
  const info = core.symbolInfo(symbol)
  if (!info)
    throw new ValidationError([
      { loc: ['body', 'symbol'], msg: `Unknown symbol ${raw.symbol}`, type: 'unknown_symbol' },
    ])
  const spec = info.option
  // An option contract's orders are option orders unless the request says otherwise (a 422).
  const req = { ...raw, symbol, market: raw.market ?? (spec ? ('option' as const) : 'spot') }
  const u = core.unitsOf(symbol)
  const valid = validateOrder(req, u, {
    reference: core.quotes(symbol).last,
    now: Date.now(),
    maxPrice: spec ? maxPriceOf(core, symbol, spec) : null,
  })
  if (Array.isArray(valid)) throw new ValidationError(valid)
  const account = await ownedAccount(core, userId, req.portfolioId)
  const nowMs = Date.now()
  if (req.placedAt !== undefined) {
    const stale = staleRefusal(req.placedAt, nowMs, core.opts.orderMaxAgeMs)
    if (stale) throw badRequest(stale)
  }
  const tolerance =
    req.referencePrice === undefined
      ? 0
      : (req.slippageTolerance ?? (await slippageTolerance(core.db, userId)))

  // From here on nothing awaits until the unit is handed to the writer. A portfolio deleted
  // during the awaits above must not take the order.
  if (account.closed) throw notFound('Portfolio not found')
  const quotes = core.quotes(symbol)
  if (req.referencePrice !== undefined) {
    const moved = slippageRefusal(req.side, req.referencePrice, quotes, tolerance)
    if (moved) throw badRequest(moved)
  }
  const market = req.market
  const leverage = req.leverage ?? 1
  const reduceOnly = req.reduceOnly ?? false
  if (reduceOnly) {
    const pos = account.perps.get(symbol)?.size ?? 0
    const reducible =
      market === 'option'
        ? optionReducible(account, symbol, req.side)
        : req.side === 'buy'
          ? Math.max(0, -pos)
          : Math.max(0, pos)
    if (req.quantity > reducible + 1e-12)
      throw badRequest(
        `Reduce-only order of ${qtyText(req.quantity)} ${symbol} exceeds the ${qtyText(reducible)} position it can reduce`,
      )
  }
  const quantity = u.qty(valid.lots)
  const price = valid.priceTicks === null ? null : u.price(valid.priceTicks)
  const stopPrice = valid.stopTicks === null ? null : u.price(valid.stopTicks)
  if (market === 'perp' && !reduceOnly) {
    const tooHigh = leverageRefusal(account, symbol, req.side, quantity, leverage, {
      price:
        price ?? stopPrice ?? (req.side === 'buy' ? quotes.bestAsk : quotes.bestBid) ?? quotes.last,
    })
    if (tooHigh) throw badRequest(tooHigh)
  }
  const order = { side: req.side, orderType: req.orderType, quantity, price }
  const reservation = spec
    ? reserveForOption(core, account, symbol, spec, order, quotes)
    : reservationFor({ ...order, market, stopPrice, leverage, reduceOnly }, quotes)
  if (!reservation) throw badRequest(`No price for ${symbol} yet: try again in a moment`)
  const refusal = fundsRefusal(account, { symbol, quantity }, reservation, u)
  if (refusal) throw badRequest(refusal)

  const now = new Date(nowMs)
  const o: TraderOrder = {
    id: randomUUID(),
    userId,
    portfolioId: account.portfolioId,
    clientOrderId: req.clientOrderId ?? null,
    symbol,
    market,
    side: req.side,
    orderType: req.orderType,
    quantity,
    price,
    stopPrice,
    timeInForce: valid.timeInForce,
    postOnly: req.postOnly ?? false,
    reduceOnly,
    leverage,
    status: 'pending',
    filledQuantity: 0,
    filledNotional: 0,
    fees: 0,
    reason: null,
    bookSeq: null,
    lots: valid.lots,
    filledLots: 0,
    reservedCash: reservation.cash,
    createdAt: now,
    updatedAt: now,
  }
  const unit = new UnitOfWork()
  enterOrder(core, account, o, { ...valid, reservation }, unit)
  return { order: toWire(o), unit }
}

/**
 * Reserves what the order holds back, submits it to its book and settles what it matched, all
 * synchronously; the rows and pushes go to `unit`. The checks are the caller's.
 */
export function enterOrder(
  core: TradingCore,
  account: Account,
  o: TraderOrder,
  entry: {
    priceTicks: number | null
    stopTicks: number | null
    reservation: Reservation & { contracts?: number }
  },
  unit: UnitOfWork,
): void {
  const { reservation } = entry
  const u = core.unitsOf(o.symbol)
  reserveCash(account, reservation.cash)
  if (reservation.qty > 0) reserveQty(account, o.symbol, reservation.qty)
  if (reservation.contracts) {
    reserveContracts(account, o.symbol, reservation.contracts)
    o.reservedContracts = reservation.contracts
  }
  core.orders.set(o.id, o)
  // Assigned field by field, not spread: the matching book's hot path is several times slower on
  // objects built from spreads (see the matching bench).
  const bookOrder: NewOrder = {
    id: o.id,
    owner: o.userId,
    side: o.side,
    type: o.orderType,
    qty: o.lots,
    tif: o.timeInForce,
  }
  if (entry.priceTicks !== null) bookOrder.price = entry.priceTicks
  if (entry.stopTicks !== null) bookOrder.stopPrice = entry.stopTicks
  if (o.postOnly) bookOrder.postOnly = true
  if (o.reduceOnly) bookOrder.reduceOnly = true
  if (reservation.protection !== null)
    bookOrder.protectionPrice = protectionTicks(reservation.protection, o.side, u)
  // Written first so the row exists before any fill of it in the same commit.
  unit.put(`order:${o.id}`, orderStmt(o))
  core.run(unit, () => core.exchange.submit(o.symbol, bookOrder, o.createdAt.getTime()))
  unit.put(`order:${o.id}`, orderStmt(o))
  unit.put(`balance:${account.portfolioId}`, balanceStmt(account))
  if (o.market === 'spot' && o.side === 'sell')
    unit.put(`holding:${account.portfolioId}:${o.symbol}`, holdingStmt(account, o.symbol))
  if (reservation.contracts)
    unit.put(
      `option:${account.portfolioId}:${o.symbol}`,
      optionStmt(account, o.symbol, o.updatedAt),
    )
  unit.push({ userId: o.userId, channel: 'orders', data: toWire(o) })
}

/** A buy may pay up to the band, a sell accept down to it: round so the band never widens. */
function protectionTicks(price: number, side: 'buy' | 'sell', u: Units): number {
  const steps = price / u.symbol.tickSize
  return Math.max(1, side === 'buy' ? Math.floor(steps) : Math.ceil(steps))
}
