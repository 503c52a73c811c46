/**
 * How fast Monte Carlo VaR settles as the path count grows: plain pseudo-random paths next to
 * Sobol (low-discrepancy, "quantum-inspired") paths on the same lognormal model, each measured
 * against one high-path Sobol reference. Pure, so it runs the same in a worker and in a test.
 */
import { covariance, mean, monteCarloVar, type Sampler } from '../../protocol/stats/index.ts'

export interface ConvergenceInput {
  /** Signed USD exposure per symbol, in the order of `returns`. */
  exposures: number[]
  /** Daily simple returns per symbol, oldest first (the risk answer's `history.returns`). */
  returns: number[][]
  level: number
  horizonDays: number
  pathCounts: number[]
  referencePaths: number
  /** Runs per path count and sampler, each with its own seed (pseudo) or shift (Sobol). */
  repeats: number
  seed: number
}

export interface SamplerFigure {
  /** Mean VaR over the runs. */
  var: number
  /** Mean of |VaR − reference| / reference over the runs. */
  error: number
}

export interface ConvergencePoint {
  paths: number
  pseudo: SamplerFigure
  sobol: SamplerFigure
}

export interface ConvergenceResult {
  level: number
  horizonDays: number
  repeats: number
  referencePaths: number
  reference: number
  points: ConvergencePoint[]
}

/** Means and covariance of daily log returns log(1 + r), as the lognormal model takes them. */
export function logMoments(returns: readonly (readonly number[])[]) {
  const logs = returns.map((row) => row.map((r) => Math.log1p(r)))
  return { logMeans: logs.map((row) => mean(row)), logCov: covariance(logs) }
}

/** Paths simulated in all: what progress counts towards. */
export const totalPaths = (input: ConvergenceInput): number =>
  input.referencePaths + 2 * input.repeats * input.pathCounts.reduce((a, b) => a + b, 0)

/** Reference shifts stay clear of the runs' seeds so the reference is not one of the runs. */
const REFERENCE_SEED_OFFSET = 1_000_003

export function runConvergence(
  input: ConvergenceInput,
  onProgress: (done: number, total: number) => void = () => {},
): ConvergenceResult {
  const { logMeans, logCov } = logMoments(input.returns)
  const total = totalPaths(input)
  let finished = 0
  const simulate = (sampler: Sampler, paths: number, seed: number): number => {
    const [figure] = monteCarloVar({
      exposures: input.exposures,
      logMeans,
      logCov,
      horizonDays: input.horizonDays,
      paths,
      seed,
      sampler,
      levels: [input.level],
      onProgress: (done) => onProgress(finished + done, total),
    })
    finished += paths
    onProgress(finished, total)
    return figure?.var ?? Number.NaN
  }

  const reference = simulate('sobol', input.referencePaths, input.seed + REFERENCE_SEED_OFFSET)
  const figure = (sampler: Sampler, paths: number): SamplerFigure => {
    let varSum = 0
    let errorSum = 0
    for (let k = 0; k < input.repeats; k++) {
      const v = simulate(sampler, paths, input.seed + k)
      varSum += v
      errorSum += Math.abs(v - reference) / Math.abs(reference)
    }
    return { var: varSum / input.repeats, error: errorSum / input.repeats }
  }
  const points = input.pathCounts.map((paths) => ({
    paths,
    pseudo: figure('pseudo', paths),
    sobol: figure('sobol', paths),
  }))
  return {
    level: input.level,
    horizonDays: input.horizonDays,
    repeats: input.repeats,
    referencePaths: input.referencePaths,
    reference,
    points,
  }
}
