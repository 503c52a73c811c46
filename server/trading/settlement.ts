import { randomUUID } from 'node:crypto'
import type { Trade } from '../../protocol/index.ts'
import type { Db } from '../db/types.ts'
import type { BookEvent, Fill, OrderState } from '../matching/types.ts'
import { notify } from '../notifications/deliver.ts'
import type { OptionsMarket } from '../options/types.ts'
import { marginPerContract, type OptionPricing } from '../options/trading/order-support.ts'
import { optionStmt } from '../options/trading/rows.ts'
import {
  applyOptionFillTo,
  applyPerpFill,
  applySpotBuy,
  applySpotSell,
  releaseCash,
  releaseContracts,
  releaseQty,
  type Account,
} from './account.ts'
import type { AccountStore } from './accounts.ts'
import { feeRate, type Liquidity } from '../../protocol/trading-math.ts'
import { fillNotification } from './notifications.ts'
import { isActive, toWire, type TraderOrder } from './order-model.ts'
import { balanceOf, positionsOf } from './positions.ts'
import { balanceStmt, holdingStmt, orderStmt, perpStmt, tradeStmt } from './statements.ts'
import type { UnitOfWork } from './unit-of-work.ts'
import { amount, money, type Units } from './units.ts'

export interface SettlementDeps extends OptionPricing {
  /** Keys the notification preferences that keep or drop a fill's notice (server/notifications). */
  db: Db
  /** Active orders of traders, by id; anything else in the book belongs to bots. */
  orders: Map<string, TraderOrder>
  accounts: AccountStore
  unitsOf(symbol: string): Units
  mark: (symbol: string) => number | undefined
  /** The listed option contracts (undefined when the server lists none). */
  options: Pick<OptionsMarket, 'option'> | undefined
}

interface Touched {
  orders: Set<TraderOrder>
  accounts: Map<Account, Set<string>>
  /** Per order: fills of this batch, for one notification per order rather than per fill. */
  fills: Map<TraderOrder, { qty: number; notional: number }>
}

/**
 * Applies one synchronous batch of book events to traders' orders and accounts, and records the
 * resulting row states and pushes in `unit`. Bots' orders are ignored; only fills touching a
 * trader's order move money.
 */
export function settle(deps: SettlementDeps, events: readonly BookEvent[], unit: UnitOfWork): void {
  const touched: Touched = { orders: new Set(), accounts: new Map(), fills: new Map() }
  const now = new Date()
  for (const ev of events) {
    if (ev.type === 'fill') {
      settleFill(deps, ev.fill, ev.fill.takerId, 'taker', touched, unit, now)
      settleFill(deps, ev.fill, ev.fill.makerId, 'maker', touched, unit, now)
      continue
    }
    const o = deps.orders.get(ev.order.id)
    if (!o) continue
    syncState(deps, o, ev.order, now)
    if (ev.type === 'done') finish(deps, o, ev.reason, touched)
    touched.orders.add(o)
  }
  record(deps, touched, unit, now)
}

function syncState(deps: SettlementDeps, o: TraderOrder, s: OrderState, now: Date): void {
  const u = deps.unitsOf(o.symbol)
  o.status = s.status
  o.bookSeq = s.seq
  o.lots = s.qty
  o.quantity = u.qty(s.qty)
  if (s.price !== null) o.price = u.price(s.price)
  o.updatedAt = now
}

function settleFill(
  deps: SettlementDeps,
  fill: Fill,
  id: string,
  liquidity: Liquidity,
  touched: Touched,
  unit: UnitOfWork,
  now: Date,
): void {
  const o = deps.orders.get(id)
  if (!o) return
  const a = deps.accounts.get(o.portfolioId)
  if (!a) throw new Error(`order ${o.id} of an unloaded portfolio ${o.portfolioId}`)
  const u = deps.unitsOf(o.symbol)
  const price = u.price(fill.price)
  const qty = u.qty(fill.qty)
  const fee = money(price * qty * feeRate(liquidity))
  const remainingLots = o.lots - o.filledLots
  const share =
    remainingLots > 0 ? money((o.reservedCash * fill.qty) / remainingLots) : o.reservedCash
  o.reservedCash = money(o.reservedCash - share)
  releaseCash(a, share)
  const newId = () => randomUUID()
  let realized = 0
  if (o.market === 'perp')
    realized = applyPerpFill(a, o.symbol, o.side, qty, price, fee, o.leverage, newId)
  else if (o.market === 'option') realized = settleOptionFill(deps, a, o, qty, price, fee)
  else if (o.side === 'buy') applySpotBuy(a, o.symbol, qty, price, fee, newId)
  else realized = applySpotSell(a, o.symbol, qty, price, fee)
  o.filledLots += fill.qty
  o.filledQuantity = u.qty(o.filledLots)
  o.filledNotional = money(o.filledNotional + price * qty)
  o.fees = money(o.fees + fee)
  o.status = o.filledLots >= o.lots ? 'filled' : 'partially_filled'
  o.updatedAt = now
  const trade: Trade = {
    id: randomUUID(),
    orderId: o.id,
    portfolioId: o.portfolioId,
    symbol: o.symbol,
    market: o.market,
    side: o.side,
    price,
    quantity: qty,
    fee,
    liquidity,
    realizedPnl: realized,
    timestamp: new Date(fill.time > 0 ? fill.time : now.getTime()).toISOString(),
  }
  // The order row must exist before its fill references it.
  unit.put(`order:${o.id}`, orderStmt(o))
  unit.insert(tradeStmt(trade))
  const agg = touched.fills.get(o) ?? { qty: 0, notional: 0 }
  touched.fills.set(o, { qty: amount(agg.qty + qty), notional: agg.notional + price * qty })
  touched.orders.add(o)
  const syms = touched.accounts.get(a) ?? new Set<string>()
  syms.add(o.symbol)
  touched.accounts.set(a, syms)
  if (o.status === 'filled') finish(deps, o, null, touched)
}

/** Final state: whatever is still reserved for the order goes back to the trader. */
/** An option fill: the sell's held-back contracts close first, a short locks margin. */
function settleOptionFill(
  deps: SettlementDeps,
  a: Account,
  o: TraderOrder,
  qty: number,
  price: number,
  fee: number,
): number {
  const closing = Math.min(qty, o.reservedContracts ?? 0)
  if (closing > 0) o.reservedContracts = amount((o.reservedContracts ?? 0) - closing)
  const spec = deps.options?.option(o.symbol)
  const perContract = o.side === 'sell' && spec ? marginPerContract(deps, o.symbol, spec, price) : 0
  const fill = { side: o.side, qty, price, fee, marginPerContract: perContract, closing }
  return applyOptionFillTo(a, o.symbol, fill, () => randomUUID())
}

function finish(
  deps: SettlementDeps,
  o: TraderOrder,
  reason: string | null,
  touched: Touched,
): void {
  if (isActive(o.status)) return
  if (reason !== null) o.reason = reason
  if (!deps.orders.delete(o.id)) return
  const a = deps.accounts.get(o.portfolioId)
  if (!a) return
  releaseOrder(deps, a, o)
  const syms = touched.accounts.get(a) ?? new Set<string>()
  syms.add(o.symbol)
  touched.accounts.set(a, syms)
}

/** Gives back what a finished order still holds: its cash, and a spot sell's unfilled quantity. */
export function releaseOrder(
  deps: Pick<SettlementDeps, 'unitsOf'>,
  a: Account,
  o: TraderOrder,
): void {
  releaseCash(a, o.reservedCash)
  o.reservedCash = 0
  if (o.reservedContracts) {
    releaseContracts(a, o.symbol, o.reservedContracts)
    o.reservedContracts = 0
  }
  if (o.market === 'spot' && o.side === 'sell')
    releaseQty(a, o.symbol, deps.unitsOf(o.symbol).qty(o.lots - o.filledLots))
}

function record(deps: SettlementDeps, t: Touched, unit: UnitOfWork, now: Date): void {
  for (const o of t.orders) {
    unit.put(`order:${o.id}`, orderStmt(o))
    unit.push({ userId: o.userId, channel: 'orders', data: toWire(o) })
  }
  for (const [a, symbols] of t.accounts) recordAccount(deps, a, symbols, unit, now)
  for (const [o, f] of t.fills) {
    notify(unit, deps.db, o.userId, fillNotification(o, f.qty, f.notional / f.qty, now))
  }
}

/** An account's changed rows (balance, and per symbol its holding and perp position) and pushes. */
export function recordAccount(
  deps: Pick<SettlementDeps, 'accounts' | 'mark' | 'optionValue' | 'options'>,
  a: Account,
  symbols: Iterable<string>,
  unit: UnitOfWork,
  now: Date,
): void {
  unit.put(`balance:${a.portfolioId}`, balanceStmt(a))
  for (const s of symbols) {
    unit.put(`holding:${a.portfolioId}:${s}`, holdingStmt(a, s))
    unit.put(`perp:${a.portfolioId}:${s}`, perpStmt(a, s, now))
    unit.put(`option:${a.portfolioId}:${s}`, optionStmt(a, s, now))
    deps.accounts.trackPerp(a, s)
    deps.accounts.trackOption(a, s)
  }
  unit.push({ userId: a.userId, channel: 'balances', data: balanceOf(a) })
  // The whole list of the portfolio, so a closed position disappears by its absence.
  unit.push({
    userId: a.userId,
    channel: 'positions',
    data: { portfolioId: a.portfolioId, positions: positionsOf(a, deps, now) },
  })
  unit.touchedUsers.add(a.userId)
}
