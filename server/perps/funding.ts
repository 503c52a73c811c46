import {
  DEFAULT_INTEREST_RATE,
  FUNDING_PERIOD_MS,
  fundingPayment,
  fundingRate,
} from './funding-rate.ts'
import type { PositionSide } from './pnl.ts'

export interface FundingSchedule {
  readonly intervalMs: number
  /** True once `now` has reached the next funding time. */
  due(now: number): boolean
  /** Epoch ms of the next funding time. */
  nextAt(): number
  /**
   * Marks the funding at `now` as settled and moves to the next boundary after it. Intervals
   * missed while the server was down are not charged retroactively: one settlement, then on.
   */
  advance(now: number): void
}

/** What others may read of the schedule: the interval and the next funding time. */
export type FundingClock = Pick<FundingSchedule, 'intervalMs' | 'nextAt'>

/**
 * Funding times fall on multiples of the interval since the epoch (00:00, 08:00, 16:00 UTC for
 * 8 h), so every server instance and restart agrees on them. FUNDING_INTERVAL_SEC shortens the
 * interval for tests and demos.
 */
export function createFundingSchedule(opts: { intervalMs?: number; now: number }): FundingSchedule {
  const intervalMs = opts.intervalMs ?? FUNDING_PERIOD_MS
  if (!(intervalMs > 0)) throw new RangeError('funding interval must be positive')
  const boundaryAfter = (t: number): number => (Math.floor(t / intervalMs) + 1) * intervalMs
  let next = boundaryAfter(opts.now)
  return {
    intervalMs,
    due: (now) => now >= next,
    nextAt: () => next,
    advance: (now) => {
      next = boundaryAfter(Math.max(now, next))
    },
  }
}

export interface FundingPosition {
  id: string
  symbol: string
  side: PositionSide
  size: number
}

export interface FundingCharge {
  positionId: string
  symbol: string
  markPrice: number
  /** Rate applied for this interval (already scaled to the interval's length). */
  rate: number
  /** Positive: the position pays it; negative: the position receives it. */
  payment: number
}

/**
 * Charges for one funding time. The 8 h rate is scaled to the interval, so a shortened interval
 * charges pro rata and a day of funding costs the same whatever the interval. Positions whose
 * symbol has no mark are skipped. Without an index the mark is used (premium zero: interest only).
 */
export function fundingCharges(
  positions: readonly FundingPosition[],
  opts: {
    markOf: (symbol: string) => number | undefined
    indexOf?: (symbol: string) => number | undefined
    intervalMs?: number
    interestRate?: number
  },
): FundingCharge[] {
  const scale = (opts.intervalMs ?? FUNDING_PERIOD_MS) / FUNDING_PERIOD_MS
  const charges: FundingCharge[] = []
  for (const p of positions) {
    const markPrice = opts.markOf(p.symbol)
    if (markPrice === undefined || !(markPrice > 0)) continue
    const indexPrice = opts.indexOf?.(p.symbol) ?? markPrice
    const rate =
      fundingRate({
        markPrice,
        indexPrice,
        interestRate: opts.interestRate ?? DEFAULT_INTEREST_RATE,
      }) * scale
    charges.push({
      positionId: p.id,
      symbol: p.symbol,
      markPrice,
      rate,
      payment: fundingPayment(p, markPrice, rate),
    })
  }
  return charges
}
