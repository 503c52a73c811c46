import type { BacktestInput, BacktestResult, RunHooks } from './engine-types.ts'
import { computeIndicators } from './indicators.ts'
import { resolveConfig } from './params.ts'
import { downsample, pathOf, statsOf } from './report.ts'
import { simulate } from './simulate.ts'
import { FILLS_MAX } from '../strategies-api.ts'

/**
 * One backtest: bars[startIndex..] trade, the bars before only warm the indicators up. Orders are
 * market orders at each bar's close, filled by the fill model (fill-model.ts) that mirrors the
 * exchange's maker ladder; perp positions pay funding at 00, 08 and 16 UTC; a position still
 * open after the last bar is closed there ('end_of_data'). Fills, trades and equity points carry
 * their bar's close time (time + frameMs), when the order would be sent live.
 *
 * Deterministic: no clock, no randomness, arrays only (no Map iteration), so the same input gives
 * a bit-identical result. `hooks.onProgress` is called every PROGRESS_EVERY bars and at the end;
 * `hooks.cancelled` is checked at the same points and a true answer throws BacktestCancelled.
 */
export function runBacktest(input: BacktestInput, hooks?: RunHooks): BacktestResult {
  const resolved = resolveConfig(input.config, input.params)
  const table = computeIndicators(resolved, input.bars)
  const from = Math.max(0, Math.min(input.startIndex, input.bars.close.length))
  const run = simulate(
    resolved,
    input.bars,
    table,
    from,
    input.bars.close.length,
    input.initialCapital,
    input.fill,
    {
      recordFills: true,
      hooks,
    },
  )
  const path = pathOf(run, input.bars)
  return {
    stats: statsOf(path, input.initialCapital),
    equity: downsample(path, input.initialCapital),
    trades: run.trades,
    fills: run.fills,
    truncated: run.fillCount > FILLS_MAX,
  }
}
