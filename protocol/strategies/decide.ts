import { bookEquity } from './book.ts'
import type {
  Bars,
  Decision,
  FillModel,
  IndicatorTable,
  ResolvedConfig,
  StrategyBook,
} from './engine-types.ts'
import { expectedFill } from './fill-model.ts'
import { conditionHolds } from './conditions.ts'
import { bindColumns, planOf, type RulePlan, type StrategyPlan } from './plan.ts'

/**
 * THE decision of one closed bar, for the backtest and for the live runner alike (the live
 * runner calls it on its own bar buffer at the last index with the strategy's real book), so the
 * two cannot disagree on what a rule means.
 *
 * Order (config.ts): risk limits at the close first — stop loss, take profit (from the average
 * entry), then the daily loss limit (equity against the UTC day's opening equity: closes the
 * position, and blocks entries for the rest of the day). The caller rolls the book's day
 * (`rollDay`) before deciding. Then the rules in order: the first rule whose condition holds and
 * that yields an order acts. A rule that cannot yield one is passed over: an entry against the
 * position's side, beyond maxEntries, blocked for the day, rounding to 0 lots or lacking cash
 * (spot: cost + fee ≤ cash; perp: margin = notional / leverage, plus fee, within the free equity),
 * an exit or reduce while flat.
 *
 * Sizing: `equity_fraction` spends that share of the equity as cost + fee (perp: as margin + fee,
 * so the notional is leverage × as large); `quote` buys that many USD of notional (fee on top).
 * Quantities are rounded down to the lot; an entry beyond `risk.maxPositionQuote` is clipped to
 * the cap (skipped when less than a lot is left). Prices are the fill model's expected fills.
 */

/** Rounds a quantity down to whole lots, without the float noise of lots × lot. */
export function floorLots(quantity: number, lot: number): number {
  const lots = Math.floor(quantity / lot + 1e-9)
  if (!(lots > 0)) return 0
  return Number((lots * lot).toPrecision(12))
}

function entryQuantity(
  plan: StrategyPlan,
  rule: RulePlan,
  side: 'buy' | 'sell',
  book: StrategyBook,
  close: number,
  equity: number,
  fill: FillModel,
): number {
  const perUnitFee = 1 / plan.leverage + fill.takerFeeRate
  const budget = rule.sizeMode === 'quote' ? rule.sizeValue : equity * rule.sizeValue
  const rough = floorLots(
    rule.sizeMode === 'quote' ? budget / close : budget / (close * perUnitFee),
    fill.lotSize,
  )
  if (rough <= 0) return 0
  const estimate = expectedFill(fill, side, rough, close)
  if (!estimate) return 0
  let qty = floorLots(
    rule.sizeMode === 'quote' ? budget / estimate.price : budget / (estimate.price * perUnitFee),
    fill.lotSize,
  )
  const held = Math.abs(book.quantity) * book.entryPrice
  if (held + qty * estimate.price > plan.maxPositionQuote) {
    qty = floorLots((plan.maxPositionQuote - held) / estimate.price, fill.lotSize)
  }
  if (qty <= 0) return 0
  const expected = expectedFill(fill, side, qty, close)
  if (!expected) return 0
  const cost = expected.price * qty
  const fee = cost * fill.takerFeeRate
  if (!plan.perp) return cost + fee <= book.cash + 1e-9 ? qty : 0
  const usedMargin = held / plan.leverage
  return usedMargin + cost / plan.leverage + fee <= equity + 1e-9 ? qty : 0
}

function exitDecision(book: StrategyBook, reason: string): Decision {
  return {
    side: book.quantity > 0 ? 'sell' : 'buy',
    quantity: Math.abs(book.quantity),
    action: 'exit',
    reason,
  }
}

function act(
  plan: StrategyPlan,
  rule: RulePlan,
  book: StrategyBook,
  close: number,
  equity: number,
  fill: FillModel,
): Decision | null {
  const q = book.quantity
  if (rule.action === 'exit') return exitDecision(book, rule.id)
  if (rule.action === 'reduce') {
    const held = Math.abs(q)
    let qty = floorLots(held * rule.sizeValue, fill.lotSize)
    if (qty <= 0) return null
    if (qty >= held) qty = held
    return { side: q > 0 ? 'sell' : 'buy', quantity: qty, action: 'reduce', reason: rule.id }
  }
  const side = rule.action === 'enter_long' ? 'buy' : 'sell'
  const qty = entryQuantity(plan, rule, side, book, close, equity, fill)
  return qty > 0 ? { side, quantity: qty, action: rule.action, reason: rule.id } : null
}

function applicable(
  plan: StrategyPlan,
  rule: RulePlan,
  q: number,
  entriesBlocked: boolean,
  entries: number,
): boolean {
  switch (rule.action) {
    case 'enter_long':
      return q >= 0 && !entriesBlocked && entries < plan.maxEntries
    case 'enter_short':
      return plan.perp && q <= 0 && !entriesBlocked && entries < plan.maxEntries
    default:
      return q !== 0
  }
}

export function decide(
  resolved: ResolvedConfig,
  bars: Bars,
  table: IndicatorTable,
  i: number,
  book: StrategyBook,
  fill: FillModel,
): Decision | null {
  const plan = planOf(resolved)
  if (plan.table !== table) bindColumns(plan, table)
  const close = bars.close[i] ?? Number.NaN
  if (!(close > 0)) return null
  const q = book.quantity
  const equity = bookEquity(book, close, plan.perp ? 'perp' : 'spot')
  if (q !== 0) {
    const pnlPct = (Math.sign(q) * (close - book.entryPrice) * 100) / book.entryPrice
    if (pnlPct <= -plan.stopLossPct) return exitDecision(book, 'stop_loss')
    if (pnlPct >= plan.takeProfitPct) return exitDecision(book, 'take_profit')
  }
  let entriesBlocked = book.haltedDay !== null && book.haltedDay === book.day
  if (
    book.dayStartEquity > 0 &&
    equity <= book.dayStartEquity * (1 - plan.dailyLossLimitPct / 100)
  ) {
    if (q !== 0) return exitDecision(book, 'daily_loss_limit')
    entriesBlocked = true
  }
  const rules = plan.rules
  for (let k = 0; k < rules.length; k++) {
    const rule = rules[k] as RulePlan
    if (!applicable(plan, rule, q, entriesBlocked, book.entries)) continue
    if (!conditionHolds(rule, bars, i, book)) continue
    const decision = act(plan, rule, book, close, equity, fill)
    if (decision) return decision
  }
  return null
}
