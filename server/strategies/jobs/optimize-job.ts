import type { OptimizeRequest } from '../../../protocol/index.ts'
import type { Bars, FillModel, RunHooks } from '../../../protocol/strategies/engine-types.ts'
import type { StrategyConfig } from '../../../protocol/strategies/config.ts'
import {
  optimize,
  type OptimizeInput,
  type OptimizeOutcome,
} from '../../../protocol/strategies/optimize.ts'
import { walkForward } from '../../../protocol/strategies/walk-forward.ts'

export interface OptimizeBase {
  config: StrategyConfig
  bars: Bars
  startIndex: number
  initialCapital: number
  fill: FillModel
}

/** Progress of one part of a job, mapped into its share [from, from + share) of the whole. */
const part = (hooks: RunHooks, from: number, share: number): RunHooks => ({
  ...(hooks.cancelled ? { cancelled: hooks.cancelled } : {}),
  onProgress: (f) => hooks.onProgress?.(from + f * share),
})

/**
 * The search over the whole range (its best config is the answer), then, when asked, the
 * walk-forward analysis with the same method and objective: half the progress each.
 */
export function optimizeJob(
  base: OptimizeBase,
  req: OptimizeRequest,
  hooks: RunHooks,
): OptimizeOutcome {
  const input: OptimizeInput = {
    ...base,
    method: req.method,
    objective: req.objective,
    ...(req.parameters === undefined ? {} : { parameters: req.parameters }),
    ...(req.trials === undefined ? {} : { trials: req.trials }),
    ...(req.seed === undefined ? {} : { seed: req.seed }),
  }
  const wf = req.walkForward
  const searchShare = wf ? 0.5 : 1
  const outcome = optimize(input, part(hooks, 0, searchShare))
  if (!wf) return outcome
  const report = walkForward({ ...input, ...wf }, part(hooks, searchShare, 1 - searchShare))
  return { ...outcome, walkForward: report }
}
