import { TIMEFRAME_MS, WARMUP_BARS, type Candle } from '../../../protocol/index.ts'
import { strategyConfigShape, type StrategyConfig } from '../../../protocol/strategies/config.ts'
import { applyFill, bookEquity, chargeFunding, rollDay } from '../../../protocol/strategies/book.ts'
import { decide } from '../../../protocol/strategies/decide.ts'
import type {
  Bars,
  Decision,
  FillModel,
  ResolvedConfig,
} from '../../../protocol/strategies/engine-types.ts'
import { computeIndicators } from '../../../protocol/strategies/indicators.ts'
import { resolveConfig } from '../../../protocol/strategies/params.ts'
import type { Db } from '../../db/types.ts'
import { FUNDING_PERIOD_MS, fundingRate } from '../../perps/funding-rate.ts'
import type { MarketFeed } from '../../market/feed.ts'
import type { TradingService } from '../../trading/service.ts'
import { num, type StrategyRow } from '../rows.ts'
import { BarBuffer, closedBars } from './bar-buffer.ts'
import { sendOrder } from './send-order.ts'
import {
  commitBar,
  committedOrder,
  insertEquityPoint,
  insertSentOrder,
  loadLiveState,
  saveLiveState,
  type LiveState,
  type CommittedOrder,
  type OrderOutcome,
  unsettledOrders,
} from './state-repo.ts'

export interface LiveDeps {
  db: Db
  market: MarketFeed
  trading: TradingService
  /** The exchange as the backtest models it, for the symbol (sizing reads its lot). */
  fillModel: (symbol: string) => FillModel
}

export const PORTFOLIO_GONE = 'Portfolio not found'
export const NEVER_SENT = 'Not sent: the server stopped before the exchange took the order'

const ACTIONS = ['enter_long', 'enter_short', 'exit', 'reduce'] as const
const actionOf = (a: string): Decision['action'] => ACTIONS.find((known) => known === a) ?? 'exit'

/**
 * One active strategy: its bar buffer, its book and where it stopped. The runner calls one method
 * at a time per strategy (its lock), so the book is never touched by two bars at once.
 */
export class LiveStrategy {
  readonly id: string
  readonly userId: string
  readonly portfolioId: string | null
  readonly config: StrategyConfig
  private readonly resolved: ResolvedConfig
  /** Set by pause(): from then on no order is sent, whatever is in flight. */
  paused = false
  /** Bars at or before this open time are not evaluated (already done, or before activation). */
  private cursor: number | null

  private constructor(
    private readonly deps: LiveDeps,
    row: StrategyRow,
    readonly state: LiveState,
    private readonly buffer: BarBuffer,
    private capital: number,
  ) {
    this.id = row.id
    this.userId = row.user_id
    this.portfolioId = row.portfolio_id
    this.config = strategyConfigShape.parse(row.config)
    this.resolved = resolveConfig(this.config)
    // Bars missed while the server was down (or before activation) are not traded afterwards:
    // a decision is only sound on the bar that just closed, at the price it closed at.
    const lastClosed = buffer.lastTime
    this.cursor =
      state.lastBarTime === null
        ? lastClosed
        : lastClosed === null
          ? state.lastBarTime
          : Math.max(state.lastBarTime, lastClosed)
  }

  /** The strategy with its stored state and the market's closed bars as its warm-up. */
  static async load(deps: LiveDeps, row: StrategyRow, now = Date.now()): Promise<LiveStrategy> {
    const capital = num(row.allocated_capital)
    const config = strategyConfigShape.parse(row.config)
    const state = await loadLiveState(deps.db, row.id, capital)
    const bars = closedBars(deps.market, config.symbol, config.timeframe, WARMUP_BARS, now)
    const buffer = new BarBuffer(TIMEFRAME_MS[config.timeframe], bars)
    const live = new LiveStrategy(deps, row, state, buffer, capital)
    await live.recover()
    // A recovered bar counts as evaluated.
    if (state.lastBarTime !== null) live.cursor = Math.max(live.cursor ?? 0, state.lastBarTime)
    return live
  }

  get symbol(): string {
    return this.config.symbol
  }

  /** Evaluates a newly closed bar: decide, trade, record. True when the bar was evaluated. */
  async evaluate(bar: Candle): Promise<boolean> {
    if (this.paused) return false
    if (this.cursor !== null && bar.time <= this.cursor) return false
    const before = this.buffer.lastClose
    if (!this.buffer.push(bar)) return false
    this.cursor = bar.time
    // As the backtest does (protocol/strategies/simulate.ts): times are bar closes, and a new UTC
    // day opens with the equity of the close before it.
    const closeTime = bar.time + this.buffer.frameMs
    const book = this.state.book
    rollDay(
      book,
      closeTime,
      before === null ? book.cash : bookEquity(book, before, this.config.market),
    )
    const bars = this.buffer.columns()
    const i = bars.time.length - 1
    if (this.config.market === 'perp')
      this.fund(bars, before === null ? null : closeTime - this.buffer.frameMs, bar)
    const table = computeIndicators(this.resolved, bars)
    const decision = decide(
      this.resolved,
      bars,
      table,
      i,
      this.state.book,
      this.deps.fillModel(this.symbol),
    )
    const outcome =
      decision && !this.paused
        ? await this.trade(decision, bar.time, closeTime, `${bar.time}:0`)
        : null
    this.state.lastBarTime = bar.time
    const equity = bookEquity(this.state.book, bar.close, this.config.market)
    this.track(equity)
    await commitBar(this.deps.db, this.id, this.state, outcome, { time: bar.time, equity })
    return true
  }

  /**
   * Perpetual funding, as the backtest charges it: the exchange's rate now (the same formula as
   * the history's funding column) for the rule's `funding_rate`, and the book pays it for each
   * funding time between the previous close and this one.
   */
  private fund(bars: Bars, previousClose: number | null, bar: Candle): void {
    const mark = this.deps.market.markPrice(this.symbol)
    const index = this.deps.market.indexPrice(this.symbol)
    const rate =
      mark === undefined || index === undefined
        ? Number.NaN
        : fundingRate({ markPrice: mark, indexPrice: index })
    bars.funding = new Float64Array(bars.time.length).fill(rate)
    if (previousClose === null || this.state.book.quantity === 0 || !Number.isFinite(rate)) return
    const closeTime = bar.time + this.buffer.frameMs
    const times =
      Math.floor(closeTime / FUNDING_PERIOD_MS) - Math.floor(previousClose / FUNDING_PERIOD_MS)
    if (times > 0) chargeFunding(this.state.book, rate * times, bar.close)
  }

  /** The kill switch: closes the open position at market, whatever the rules say. */
  async closePosition(time: number): Promise<boolean> {
    const q = this.state.book.quantity
    if (q === 0) return false
    const decision: Decision = {
      side: q > 0 ? 'sell' : 'buy',
      quantity: Math.abs(q),
      action: 'exit',
      reason: 'kill_switch',
    }
    const outcome = await this.trade(decision, time, time, `kill:${time}`)
    await commitBar(this.deps.db, this.id, this.state, outcome, null)
    return true
  }

  /** A new allocated capital: the book's cash moves by the difference; nothing is traded. */
  async reallocate(capital: number): Promise<void> {
    const delta = capital - this.capital
    this.capital = capital
    const b = this.state.book
    this.state.book = { ...b, cash: b.cash + delta, dayStartEquity: b.dayStartEquity + delta }
    // The peak moves with the capital, so a smaller allocation does not read as a drawdown.
    this.state.peakEquity += delta
    await this.deps.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE strategies SET allocated_capital = $2, updated_at = $3 WHERE id = $1',
        [this.id, capital, new Date()],
      )
      await saveLiveState(tx, this.id, this.state)
      // A point just after the last bar records the move, so the swarm's score can leave the
      // jump out (swarm/rule.ts); bar points sit on the bar grid, this one does not.
      const close = this.buffer.lastClose
      if (this.state.lastBarTime !== null && close !== null)
        await insertEquityPoint(tx, this.id, {
          time: this.state.lastBarTime + 1,
          equity: bookEquity(this.state.book, close, this.config.market),
        })
    })
  }

  /** Sends the decision as a market order, keyed `stg:<id>:<suffix>`, and books the real fill. */
  private async trade(
    d: Decision,
    time: number,
    fillTime: number,
    suffix: string,
  ): Promise<OrderOutcome> {
    const clientOrderId = `stg:${this.id}:${suffix}`
    const base = { clientOrderId, orderId: null, quantity: d.quantity, price: null, fee: null }
    this.state.lastSignal = { time, rule: d.reason, action: d.action, side: d.side }
    await insertSentOrder(this.deps.db, {
      clientOrderId,
      strategyId: this.id,
      barTime: time,
      rule: d.reason,
      action: d.action,
      side: d.side,
      quantity: d.quantity,
    })
    if (this.portfolioId === null) return this.refused(base, PORTFOLIO_GONE)
    const perp = this.config.market === 'perp'
    const closing = d.action === 'exit' || d.action === 'reduce'
    const sent = await sendOrder(this.deps.trading, this.userId, {
      portfolioId: this.portfolioId,
      symbol: this.symbol,
      side: d.side,
      orderType: 'market',
      quantity: d.quantity,
      market: this.config.market,
      ...(perp ? { leverage: this.config.leverage ?? 1 } : {}),
      // Spot has no reduce-only (it reads the perpetual position); a spot exit sells holdings.
      ...(perp && closing ? { reduceOnly: true } : {}),
      clientOrderId,
    })
    if (!sent.ok) return this.refused(base, sent.message)
    return this.settle(d, sent.order, fillTime, clientOrderId)
  }

  /** Books the exchange's answer to the decision's order: its real fill, or its refusal. */
  settle(d: Decision, o: CommittedOrder, fillTime: number, clientOrderId: string): OrderOutcome {
    const base = { clientOrderId, orderId: o.id, quantity: d.quantity, price: null, fee: null }
    if (o.averagePrice === null || !(o.filledQuantity > 0))
      return this.refused(base, o.reason ?? `Order ${o.status}`)
    const book = this.state.book
    const held = book.quantity
    const realized = book.realizedPnl
    const fill = { price: o.averagePrice, quantity: o.filledQuantity, fee: o.fees }
    applyFill(book, d, fill, fillTime, this.config.market)
    this.state.lastError = null
    if (held !== 0 && book.quantity === 0) {
      // A round trip ends when the position is flat again; it is a win when that last fill
      // realised a profit net of its fee.
      this.state.roundTrips += 1
      if (book.realizedPnl - realized - o.fees > 0) this.state.wins += 1
    }
    return {
      ...base,
      status: 'filled',
      quantity: fill.quantity,
      price: fill.price,
      fee: o.fees,
      message: null,
    }
  }

  /**
   * Orders left 'sent' by a server that stopped before recording their outcome: the exchange's
   * committed order under the same key is booked now (an order it never committed was never
   * made), and their bar counts as evaluated.
   */
  async recover(): Promise<void> {
    for (const sent of await unsettledOrders(this.deps.db, this.id)) {
      const d: Decision = { ...sent, reason: sent.rule, action: actionOf(sent.action) }
      const killed = sent.clientOrderId.includes(':kill:')
      const fillTime = killed ? sent.barTime : sent.barTime + this.buffer.frameMs
      const found = await committedOrder(this.deps.db, this.userId, sent.clientOrderId)
      const outcome = found
        ? this.settle(d, found, fillTime, sent.clientOrderId)
        : this.refused({ ...sent, orderId: null, price: null, fee: null }, NEVER_SENT)
      if (!killed) this.state.lastBarTime = Math.max(this.state.lastBarTime ?? 0, sent.barTime)
      await commitBar(this.deps.db, this.id, this.state, outcome, null)
    }
  }

  private refused(base: Omit<OrderOutcome, 'status' | 'message'>, message: string): OrderOutcome {
    this.state.lastError = message
    return { ...base, status: 'rejected', message }
  }

  private track(equity: number): void {
    const s = this.state
    s.peakEquity = Math.max(s.peakEquity, equity)
    if (s.peakEquity > 0) s.maxDrawdown = Math.max(s.maxDrawdown, 1 - equity / s.peakEquity)
  }
}
