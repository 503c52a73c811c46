/** What the /quantum study runs, built from the risk answer: pure, so it is unit-tested. */
import type { RiskReport } from '../../../protocol/analytics.ts'
import type { ConvergenceInput } from '../../../workers/engine/api.ts'
import { exposuresBySymbol } from '../risk/risk-view.ts'

/** 2^8 … 2^16 paths: wide enough to show the slopes, small enough to finish in a second or two. */
export const PATH_COUNTS = Array.from({ length: 9 }, (_, i) => 2 ** (8 + i))
export const REFERENCE_PATHS = 2 ** 20
/** Runs averaged per point: one run of plain Monte Carlo is too noisy to show a slope. */
export const REPEATS = 4
export const STUDY_LEVEL = 0.99
export const STUDY_HORIZON_DAYS = 1

/** Enough history to estimate a covariance (two days) and something held. */
export function canStudy(report: Pick<RiskReport, 'history' | 'positions'>): boolean {
  return report.history.times.length >= 2 && exposuresBySymbol(report).some((e) => e !== 0)
}

export function convergenceInput(
  report: Pick<RiskReport, 'history' | 'positions' | 'monteCarlo'>,
): ConvergenceInput {
  return {
    exposures: exposuresBySymbol(report),
    returns: report.history.returns,
    level: STUDY_LEVEL,
    horizonDays: STUDY_HORIZON_DAYS,
    pathCounts: PATH_COUNTS,
    referencePaths: REFERENCE_PATHS,
    repeats: REPEATS,
    seed: report.monteCarlo.seed,
  }
}
