import type { StrategyConfig } from './config.ts'
import type {
  BacktestFill,
  BacktestResult,
  OptimizeObjective,
  StrategyBook,
} from '../strategies-api.ts'

/**
 * The pure strategy engine's types (issue 14). The same functions decide for a backtest (server
 * worker threads, benches) and for a live strategy (server), so the two cannot disagree on what a
 * rule means. Implementations, one job per file in `protocol/strategies/`:
 *
 * - validate.ts    `validateConfig(raw: unknown): ValidatedConfig`
 * - params.ts      `resolveConfig(config, overrides?): ResolvedConfig` (parameters substituted)
 * - indicators.ts  `computeIndicators(resolved, bars): IndicatorTable` (columnar, whole series)
 * - decide.ts      `decide(resolved, bars, table, i, book, fill): Decision | null`
 * - book.ts        `applyFill(book, decision, fill, time, market)` / `emptyBook(capital)` /
 *                  `bookEquity(book, price, market)` / `chargeFunding` / `rollDay` (mutate the book)
 * - fill-model.ts  `expectedFill(model, side, quantity, fairPrice): { price, quantity } | null`
 * - backtest.ts    `runBacktest(input: BacktestInput, hooks?: RunHooks): BacktestResult`
 * - objective.ts   `score(objective, stats): number | null` (null ranks last)
 * - optimize.ts    `optimize(input: OptimizeInput, hooks?: RunHooks): OptimizeOutcome`, or split:
 *                  `planTrials` → `evaluateTrials` per worker → `finishOptimize`
 * - walk-forward.ts `walkForward(input: WalkForwardInput, hooks?): WalkForwardReport`
 * - templates.ts   `STRATEGY_TEMPLATES` (every template's config validates)
 * - import.ts      `parseStrategyImport(text): { ok: true, value } | { ok: false, message }`
 */

/** Candles as columns, oldest first. `funding` (perp): rate per 8 h in force at each close. */
export interface Bars {
  time: Float64Array
  open: Float64Array
  high: Float64Array
  low: Float64Array
  close: Float64Array
  volume: Float64Array
  funding?: Float64Array
  /** Milliseconds per bar. */
  frameMs: number
}

/**
 * The exchange as a backtest sees it, as plain data (it crosses worker threads). It mirrors the
 * simulator's market maker: a ladder of `levels` quotes each side, the best `halfSpreadFraction`
 * of the price away (at least a tick), spaced half of that, each holding on average
 * `dailyNotional / price / 20 000 × max(0.2, 1.2 − 0.04 × level)` base units; a market order walks
 * it and pays `takerFeeRate` on its notional. Built on the server from the symbol's spec.
 */
export interface FillModel {
  tickSize: number
  lotSize: number
  takerFeeRate: number
  halfSpreadFraction: number
  dailyNotional: number
  levels: number
}

/** A config with every `{ param }` replaced by its number and every default filled in. */
export interface ResolvedConfig extends Omit<StrategyConfig, 'parameters'> {
  parameters: Record<string, number>
}

export type ValidatedConfig =
  | { ok: true; config: StrategyConfig }
  | { ok: false; issues: { path: (string | number)[]; message: string }[] }

/** One Float64Array per declared indicator id, aligned with the bars; NaN while warming up. */
export type IndicatorTable = Record<string, Float64Array>

/** What a bar's evaluation asks for; `reason` is a rule id or a risk limit's name. */
export interface Decision {
  side: 'buy' | 'sell'
  quantity: number
  action: 'enter_long' | 'enter_short' | 'exit' | 'reduce'
  reason: string
}

export type RiskReason = 'stop_loss' | 'take_profit' | 'daily_loss_limit' | 'end_of_data'

export interface RunHooks {
  /** Called with the fraction done (0–1) at least every `progressEvery` bars. */
  onProgress?: (fraction: number) => void
  /** Checked as often as progress; true stops the run (the result is then thrown away). */
  cancelled?: () => boolean
}

export interface BacktestInput {
  config: StrategyConfig
  /** Overrides of declared parameters (optimisation trials). */
  params?: Record<string, number>
  bars: Bars
  /** First bar that may trade; the bars before it only warm the indicators up. */
  startIndex: number
  initialCapital: number
  fill: FillModel
}

export type { BacktestFill, BacktestResult, OptimizeObjective, StrategyBook }
