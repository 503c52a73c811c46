import { applyFill, bookEquity, chargeFunding, emptyBook, rollDay } from './book.ts'
import { decide } from './decide.ts'
import type {
  BacktestFill,
  Bars,
  Decision,
  FillModel,
  IndicatorTable,
  ResolvedConfig,
  RunHooks,
  StrategyBook,
} from './engine-types.ts'
import type { BacktestTrade } from '../strategies-api.ts'
import { FILLS_MAX } from '../strategies-api.ts'
import { expectedFill, takerFee } from './fill-model.ts'

/**
 * The backtest's loop over bars [from, to): funding, the day roll, `decide`, the modelled fill,
 * `applyFill`, the equity at each close. What it returns is raw (every bar's equity, every round
 * trip); backtest.ts turns it into the report and optimize.ts into a score.
 */

export class BacktestCancelled extends Error {
  constructor() {
    super('Backtest cancelled')
    this.name = 'BacktestCancelled'
  }
}

/** Bars between progress reports (and cancellation checks). */
export const PROGRESS_EVERY = 50_000
const FUNDING_INTERVAL_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

export interface SimulationRun {
  from: number
  to: number
  /** Equity at each bar's close (index − from). */
  equity: Float64Array
  /** Bars that closed with a position open. */
  exposedBars: number
  fills: BacktestFill[]
  fillCount: number
  trades: BacktestTrade[]
  book: StrategyBook
}

interface OpenTrade {
  trade: BacktestTrade
  entryCost: number
  exitValue: number
  exitQuantity: number
  startRealized: number
  startFees: number
  startFunding: number
}

function openTrade(book: StrategyBook, d: Decision, time: number): OpenTrade {
  return {
    trade: {
      side: d.side === 'buy' ? 'long' : 'short',
      entryTime: time,
      exitTime: time,
      entryPrice: 0,
      exitPrice: 0,
      quantity: 0,
      pnl: 0,
      pnlPct: 0,
      fees: 0,
      funding: 0,
      bars: 0,
      entryReason: d.reason,
      exitReason: '',
    },
    entryCost: 0,
    exitValue: 0,
    exitQuantity: 0,
    startRealized: book.realizedPnl,
    startFees: book.fees,
    startFunding: book.funding,
  }
}

function closeTrade(
  open: OpenTrade,
  book: StrategyBook,
  reason: string,
  time: number,
  frameMs: number,
): BacktestTrade {
  const t = open.trade
  t.exitTime = time
  t.exitReason = reason
  t.entryPrice = t.quantity > 0 ? open.entryCost / t.quantity : 0
  t.exitPrice = open.exitQuantity > 0 ? open.exitValue / open.exitQuantity : 0
  t.fees = book.fees - open.startFees
  t.funding = book.funding - open.startFunding
  t.pnl = book.realizedPnl - open.startRealized - t.fees - t.funding
  t.pnlPct = open.entryCost > 0 ? (t.pnl / open.entryCost) * 100 : 0
  t.bars = Math.round((time - t.entryTime) / frameMs)
  return t
}

export interface SimulationOptions {
  recordFills: boolean
  hooks?: RunHooks | undefined
}

export function simulate(
  resolved: ResolvedConfig,
  bars: Bars,
  table: IndicatorTable,
  from: number,
  to: number,
  capital: number,
  fill: FillModel,
  options: SimulationOptions,
): SimulationRun {
  const market = resolved.market
  const book = emptyBook(capital)
  const equity = new Float64Array(Math.max(0, to - from))
  const fills: BacktestFill[] = []
  const trades: BacktestTrade[] = []
  const run: SimulationRun = { from, to, equity, exposedBars: 0, fills, fillCount: 0, trades, book }
  const { time, close } = bars
  const funding = market === 'perp' ? bars.funding : undefined
  const hooks = options.hooks
  let open: OpenTrade | null = null
  let day = Number.NaN
  // Only the daily loss limit reads the book's day: without one, the day is not tracked.
  const dailyLimit = resolved.risk.dailyLossLimitPct !== undefined
  let lastEquity = capital

  const execute = (d: Decision, price: number, closeTime: number) => {
    // An order the modelled ladder cannot fill is not traded (live, the exchange would refuse it
    // or stop it at market protection); only the final close-out falls back to the close.
    const executed = expectedFill(fill, d.side, d.quantity, price)
    const fillPrice = executed ? executed.price : d.reason === 'end_of_data' ? price : Number.NaN
    if (Number.isNaN(fillPrice)) return
    const fee = takerFee(fill, fillPrice, d.quantity)
    const entering = d.action === 'enter_long' || d.action === 'enter_short'
    if (book.quantity === 0 && entering) open = openTrade(book, d, closeTime)
    applyFill(book, d, { price: fillPrice, quantity: d.quantity, fee }, closeTime, market)
    if (open) {
      if (entering) {
        open.trade.quantity += d.quantity
        open.entryCost += d.quantity * fillPrice
      } else {
        open.exitQuantity += d.quantity
        open.exitValue += d.quantity * fillPrice
      }
      if (book.quantity === 0) {
        trades.push(closeTrade(open, book, d.reason, closeTime, bars.frameMs))
        open = null
      }
    }
    run.fillCount++
    if (options.recordFills && fills.length < FILLS_MAX) {
      fills.push({
        time: closeTime,
        side: d.side,
        quantity: d.quantity,
        price: fillPrice,
        fee,
        action: d.action,
        reason: d.reason,
      })
    }
  }

  for (let i = from; i < to; i++) {
    if (hooks && (i - from) % PROGRESS_EVERY === 0 && i > from) {
      if (hooks.cancelled?.()) throw new BacktestCancelled()
      hooks.onProgress?.((i - from) / (to - from))
    }
    const closeTime = (time[i] ?? 0) + bars.frameMs
    const price = close[i] ?? Number.NaN
    if (funding && book.quantity !== 0 && i > 0) {
      const times =
        Math.floor(closeTime / FUNDING_INTERVAL_MS) -
        Math.floor(((time[i - 1] ?? 0) + bars.frameMs) / FUNDING_INTERVAL_MS)
      if (times > 0) chargeFunding(book, (funding[i] ?? 0) * times, price)
    }
    const dayNumber = Math.floor(closeTime / DAY_MS)
    if (dailyLimit && dayNumber !== day) {
      day = dayNumber
      rollDay(book, closeTime, lastEquity)
    }
    const d = decide(resolved, bars, table, i, book, fill)
    if (d) execute(d, price, closeTime)
    if (book.quantity !== 0) run.exposedBars++
    lastEquity = bookEquity(book, price, market)
    equity[i - from] = lastEquity
  }
  if (book.quantity !== 0 && to > from) {
    const last = to - 1
    const closeTime = (time[last] ?? 0) + bars.frameMs
    const side = book.quantity > 0 ? 'sell' : 'buy'
    const exit: Decision = {
      side,
      quantity: Math.abs(book.quantity),
      action: 'exit',
      reason: 'end_of_data',
    }
    execute(exit, close[last] ?? 0, closeTime)
    equity[last - from] = bookEquity(book, close[last] ?? 0, market)
  }
  if (hooks) {
    if (hooks.cancelled?.()) throw new BacktestCancelled()
    hooks.onProgress?.(1)
  }
  return run
}
