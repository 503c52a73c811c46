import { randomUUID } from 'node:crypto'
import type {
  MultiLegRequest,
  MultiLegResult,
  OptionSpec,
  ValidationIssue,
} from '../../../protocol/index.ts'
import { MARKET_PROTECTION } from '../../../protocol/trading-math.ts'
import { conflict, notFound, ValidationError } from '../../http/errors.ts'
import { availableCash } from '../../trading/account.ts'
import { checkPrice, checkQuantity } from '../../trading/bounds.ts'
import type { TradingCore } from '../../trading/core.ts'
import { toWire, type TraderOrder } from '../../trading/order-model.ts'
import { badRequest, enterOrder, ownedAccount } from '../../trading/place-order.ts'
import { UnitOfWork } from '../../trading/unit-of-work.ts'
import { money, qtyText, usd, type Units } from '../../trading/units.ts'
import { walkBook } from './book-walk.ts'
import { maxPriceOf, reserveForOption } from './order-support.ts'
import type { OptionReservation } from './reservation.ts'
import { strategyIssue } from './strategy-shape.ts'

interface Leg {
  index: number
  symbol: string
  spec: OptionSpec
  u: Units
  side: 'buy' | 'sell'
  lots: number
  quantity: number
  /** The leg's own limit in ticks, when it has one. */
  limitTicks: number | null
}

const legIssue = (i: number, field: string, msg: string, type: string): ValidationIssue => ({
  loc: ['body', 'legs', i, field],
  msg,
  type,
})

/** Every leg an option contract on the grid, no contract twice, the strategy's shape: or 422. */
function validLegs(core: TradingCore, req: MultiLegRequest): Leg[] {
  const issues: ValidationIssue[] = []
  const legs: Leg[] = []
  const seen = new Set<string>()
  req.legs.forEach((raw, index) => {
    const symbol = raw.symbol.toUpperCase()
    const spec = core.options?.option(symbol)
    if (!spec) {
      issues.push(
        legIssue(
          index,
          'symbol',
          `${raw.symbol} is not a listed option contract`,
          'unknown_symbol',
        ),
      )
      return
    }
    if (seen.has(symbol))
      issues.push(
        legIssue(index, 'symbol', `${symbol} appears in more than one leg`, 'value_error'),
      )
    seen.add(symbol)
    const u = core.unitsOf(symbol)
    const qty = checkQuantity('quantity', raw.quantity, u, u.symbol.maxQuantity)
    if ('issue' in qty) issues.push({ ...qty.issue, loc: ['body', 'legs', index, 'quantity'] })
    let limitTicks: number | null = null
    if (raw.price !== undefined) {
      const checked = checkPrice('price', raw.price, u, null)
      const max = maxPriceOf(core, symbol, spec)
      if ('issue' in checked)
        issues.push({ ...checked.issue, loc: ['body', 'legs', index, 'price'] })
      else if (raw.price > max + 1e-9)
        issues.push(
          legIssue(
            index,
            'price',
            `price must be at most ${qtyText(max)}, the most ${symbol} can be worth`,
            'price_band',
          ),
        )
      else limitTicks = checked.ok
    }
    if ('ok' in qty)
      legs.push({
        index,
        symbol,
        spec,
        u,
        side: raw.side,
        lots: qty.ok,
        quantity: u.qty(qty.ok),
        limitTicks,
      })
  })
  if (issues.length === 0) {
    const shape = strategyIssue(req.strategy, legs)
    if (shape) issues.push({ loc: ['body', 'strategy'], msg: shape, type: 'value_error' })
  }
  if (issues.length > 0) throw new ValidationError(issues)
  return legs
}

const legName = (l: Leg): string =>
  `Leg ${l.index + 1} (${l.side} ${qtyText(l.quantity)} ${l.symbol})`

/**
 * POST /orders/multi-leg. After the account is loaded everything runs synchronously: each leg's
 * fill is walked in its book at its limit (or the protection price around the best opposite
 * quote), the net premium is held against `limitPrice`, the whole set's reservations against the
 * available cash; only then is each leg submitted as a fill-or-kill limit at the worst price its
 * walk reached. Any refusal leaves orders, balances and positions as they were.
 */
export async function placeMultiLeg(
  core: TradingCore,
  userId: string,
  req: MultiLegRequest,
): Promise<{ unit: UnitOfWork; body: MultiLegResult }> {
  const legs = validLegs(core, req)
  const account = await ownedAccount(core, userId, req.portfolioId)
  if (account.closed) throw notFound('Portfolio not found')
  const planned = legs.map((l) => {
    const quotes = core.quotes(l.symbol)
    const best = l.side === 'buy' ? quotes.bestAsk : quotes.bestBid
    let limit = l.limitTicks
    if (limit === null && best !== null) {
      const band =
        l.side === 'buy' ? best * (1 + MARKET_PROTECTION) : best * (1 - MARKET_PROTECTION)
      const steps = band / l.u.symbol.tickSize
      limit = Math.max(1, l.side === 'buy' ? Math.floor(steps + 1e-9) : Math.ceil(steps - 1e-9))
    }
    if (limit === null)
      throw conflict(
        `${legName(l)} cannot fill: the book has no ${l.side === 'buy' ? 'offers' : 'bids'}`,
      )
    const walk = walkBook(
      core.exchange.book(l.symbol),
      { owner: userId, side: l.side },
      limit,
      l.lots,
      (o) => core.reducible(o),
    )
    if (walk.lots < l.lots || walk.worstTicks === null)
      throw conflict(
        `${legName(l)} cannot fill in full: ${qtyText(l.u.qty(walk.lots))} available at ${usd(l.u.price(limit))} or better`,
      )
    const worst = l.u.price(walk.worstTicks)
    const premium = walk.notional * l.u.symbol.tickSize * l.u.symbol.lotSize
    return { leg: l, quotes, worstTicks: walk.worstTicks, worst, premium }
  })
  const first = legs[0]?.quantity ?? 1
  const net = planned.reduce((sum, p) => sum + (p.leg.side === 'buy' ? p.premium : -p.premium), 0)
  const perUnit = net / first
  if (req.limitPrice !== undefined && perUnit > req.limitPrice + 1e-9)
    throw conflict(
      `The legs fill at a net ${perUnit >= 0 ? 'debit' : 'credit'} of ${usd(Math.abs(perUnit))} per unit, beyond the limit of ${req.limitPrice >= 0 ? 'a debit of' : 'a credit of'} ${usd(Math.abs(req.limitPrice))}`,
    )
  const reservations: OptionReservation[] = []
  for (const p of planned) {
    const order = {
      side: p.leg.side,
      orderType: 'limit' as const,
      quantity: p.leg.quantity,
      price: p.worst,
    }
    const r = reserveForOption(core, account, p.leg.symbol, p.leg.spec, order, p.quotes)
    if (!r) throw conflict(`${legName(p.leg)} has no price yet: try again in a moment`)
    reservations.push(r)
  }
  const needed = money(reservations.reduce((sum, r) => sum + r.cash, 0))
  if (needed > availableCash(account))
    throw badRequest(
      `Insufficient funds: these legs need ${usd(needed)} ${account.currency} (premiums, fees and margin of the shorts), ${usd(Math.max(0, availableCash(account)))} ${account.currency} available`,
    )
  const unit = new UnitOfWork()
  const nowMs = Date.now()
  const orders = planned.map((p, i) => {
    const o = legOrder(
      userId,
      account.portfolioId,
      p.leg,
      p.worst,
      reservations[i]?.cash ?? 0,
      nowMs,
    )
    const reservation = reservations[i] ?? { cash: 0, qty: 0, contracts: 0, protection: null }
    enterOrder(core, account, o, { priceTicks: p.worstTicks, stopTicks: null, reservation }, unit)
    // The walk above is the matcher's own; a leg that still did not fill is a bug, not a refusal.
    if (o.status !== 'filled') throw new Error(`multi-leg ${legName(p.leg)} ended ${o.status}`)
    return o
  })
  const netPremium = money(
    orders.reduce((sum, o) => sum + (o.side === 'buy' ? 1 : -1) * o.filledNotional, 0),
  )
  const fees = money(orders.reduce((sum, o) => sum + o.fees, 0))
  return {
    unit,
    body: {
      id: randomUUID(),
      strategy: req.strategy,
      orders: orders.map(toWire),
      netPremium,
      fees,
    },
  }
}

function legOrder(
  userId: string,
  portfolioId: string,
  l: Leg,
  price: number,
  reservedCash: number,
  nowMs: number,
): TraderOrder {
  const now = new Date(nowMs)
  return {
    id: randomUUID(),
    userId,
    portfolioId,
    clientOrderId: null,
    symbol: l.symbol,
    market: 'option',
    side: l.side,
    orderType: 'limit',
    quantity: l.quantity,
    price,
    stopPrice: null,
    timeInForce: 'FOK',
    postOnly: false,
    reduceOnly: false,
    leverage: 1,
    status: 'pending',
    filledQuantity: 0,
    filledNotional: 0,
    fees: 0,
    reason: null,
    bookSeq: null,
    lots: l.lots,
    filledLots: 0,
    reservedCash,
    createdAt: now,
    updatedAt: now,
  }
}
