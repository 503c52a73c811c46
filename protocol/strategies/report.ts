import { annualisedReturn, annualisedVolatility, sharpe, sortino } from '../stats/index.ts'
import type { BacktestResult, BacktestStats, BacktestTrade } from '../strategies-api.ts'
import { EQUITY_POINTS_MAX } from '../strategies-api.ts'
import type { Bars } from './engine-types.ts'
import type { SimulationRun } from './simulate.ts'

/**
 * A simulation's figures, with the analytics module's definitions (protocol/stats). Ratios are
 * computed on DAILY returns of the equity (the last close of each UTC day against the one
 * before), annualised with 365 periods a year: the catalogue trades every day, and daily returns
 * make a 1-minute and a 1-day backtest of the same strategy comparable (per-bar returns would
 * annualise 1-minute noise with 525,600 periods). The maximum drawdown uses every bar's equity,
 * as a negative fraction (−0.25: 25 % below the running peak).
 */

const DAY_MS = 86_400_000
const PERIODS_PER_YEAR = 365

/** What several runs chained together still have in common (walk-forward's OOS segments). */
export interface EquityPath {
  equity: Float64Array
  closeTimes: Float64Array
  exposedBars: number
  trades: BacktestTrade[]
  fees: number
  funding: number
  buyAndHoldReturn: number
}

export function pathOf(run: SimulationRun, bars: Bars): EquityPath {
  const closeTimes = new Float64Array(run.to - run.from)
  for (let i = run.from; i < run.to; i++)
    closeTimes[i - run.from] = (bars.time[i] ?? 0) + bars.frameMs
  const first = bars.close[run.from] ?? 0
  const last = bars.close[run.to - 1] ?? 0
  return {
    equity: run.equity,
    closeTimes,
    exposedBars: run.exposedBars,
    trades: run.trades,
    fees: run.book.fees,
    funding: run.book.funding,
    buyAndHoldReturn: first > 0 ? last / first - 1 : 0,
  }
}

export function dailyReturns(
  equity: Float64Array,
  closeTimes: Float64Array,
  capital: number,
): number[] {
  const out: number[] = []
  let previous = capital
  for (let i = 0; i < equity.length; i++) {
    const endOfDay =
      i === equity.length - 1 ||
      Math.floor((closeTimes[i + 1] ?? 0) / DAY_MS) !== Math.floor((closeTimes[i] ?? 0) / DAY_MS)
    if (!endOfDay) continue
    const e = equity[i] ?? previous
    out.push(previous > 0 ? e / previous - 1 : 0)
    previous = e
  }
  return out
}

export function maxDrawdownOf(equity: Float64Array, capital: number): number {
  let peak = capital
  let worst = 0
  for (let i = 0; i < equity.length; i++) {
    const e = equity[i] ?? 0
    if (e > peak) peak = e
    else if (peak > 0 && e / peak - 1 < worst) worst = e / peak - 1
  }
  return worst
}

export function statsOf(path: EquityPath, capital: number): BacktestStats {
  const { equity, trades } = path
  const n = equity.length
  const finalEquity = n > 0 ? (equity[n - 1] ?? capital) : capital
  const daily = dailyReturns(equity, path.closeTimes, capital)
  const annual = annualisedReturn(daily, PERIODS_PER_YEAR)
  const maxDrawdown = maxDrawdownOf(equity, capital)
  let wins = 0
  let grossWin = 0
  let grossLoss = 0
  let total = 0
  let best = Number.NEGATIVE_INFINITY
  let worst = Number.POSITIVE_INFINITY
  for (const t of trades) {
    if (t.pnl > 0) {
      wins++
      grossWin += t.pnl
    } else grossLoss -= t.pnl
    total += t.pnl
    best = Math.max(best, t.pnl)
    worst = Math.min(worst, t.pnl)
  }
  const count = trades.length
  return {
    initialCapital: capital,
    finalEquity,
    totalReturn: finalEquity / capital - 1,
    annualisedReturn: annual,
    annualisedVolatility: annualisedVolatility(daily, PERIODS_PER_YEAR),
    sharpe: sharpe(daily, 0, PERIODS_PER_YEAR),
    sortino: sortino(daily, 0, PERIODS_PER_YEAR),
    calmar: annual === null || maxDrawdown === 0 ? null : annual / Math.abs(maxDrawdown),
    maxDrawdown,
    trades: count,
    winRate: count === 0 ? null : wins / count,
    profitFactor: grossLoss === 0 ? null : grossWin / grossLoss,
    averageTrade: count === 0 ? null : total / count,
    bestTrade: count === 0 ? null : best,
    worstTrade: count === 0 ? null : worst,
    exposure: n === 0 ? 0 : path.exposedBars / n,
    fees: path.fees,
    funding: path.funding,
    buyAndHoldReturn: path.buyAndHoldReturn,
    bars: n,
  }
}

/**
 * At most EQUITY_POINTS_MAX points of the curve: the first and last, each bucket's lowest and
 * highest equity, and the maximum drawdown's peak and trough, so the chart shows every swing
 * that matters and the deepest fall exactly as the stats report it.
 */
export function downsample(path: EquityPath, capital: number): BacktestResult['equity'] {
  const { equity, closeTimes } = path
  const n = equity.length
  const drawdown = new Float64Array(n)
  let peak = capital
  let peakIndex = -1
  let ddPeak = -1
  let ddTrough = -1
  let worst = 0
  for (let i = 0; i < n; i++) {
    const e = equity[i] ?? 0
    if (e > peak) {
      peak = e
      peakIndex = i
    }
    drawdown[i] = peak > 0 ? e / peak - 1 : 0
    if ((drawdown[i] ?? 0) < worst) {
      worst = drawdown[i] ?? 0
      ddPeak = peakIndex
      ddTrough = i
    }
  }
  let keep: number[]
  if (n <= EQUITY_POINTS_MAX) keep = Array.from({ length: n }, (_, i) => i)
  else {
    const buckets = (EQUITY_POINTS_MAX - 4) / 2
    const picked = new Set<number>([0, n - 1])
    if (ddPeak >= 0) picked.add(ddPeak)
    if (ddTrough >= 0) picked.add(ddTrough)
    for (let b = 0; b < buckets; b++) {
      const start = Math.floor((b * n) / buckets)
      const end = Math.floor(((b + 1) * n) / buckets)
      let lo = start
      let hi = start
      for (let i = start; i < end; i++) {
        if ((equity[i] ?? 0) < (equity[lo] ?? 0)) lo = i
        if ((equity[i] ?? 0) > (equity[hi] ?? 0)) hi = i
      }
      picked.add(lo)
      picked.add(hi)
    }
    keep = [...picked].sort((a, b) => a - b)
  }
  return {
    time: keep.map((i) => closeTimes[i] ?? 0),
    value: keep.map((i) => equity[i] ?? 0),
    drawdown: keep.map((i) => drawdown[i] ?? 0),
  }
}
