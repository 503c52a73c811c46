import {
  DEFAULT_BENCHMARK,
  type AnalyticsReport,
  type PeriodsPerYear,
  type Settings,
} from '../../protocol/index.ts'
import { ValidationError } from '../http/errors.ts'
import { DAY_MS, dayOf } from './daily-closes.ts'

/** The longest range one answer covers: about 7,300 days of grid. */
export const MAX_RANGE_YEARS = 20

const dayText = (day: number): string => new Date(day).toISOString().slice(0, 10)
const parseDay = (s: string): number => Date.parse(`${s}T00:00:00Z`)

const refuse = (field: string, msg: string, type: string): ValidationError =>
  new ValidationError([{ loc: ['query', field], msg, type }])

export interface Range {
  firstDay: number
  lastDay: number
  from: string
  to: string
}

/**
 * The days of the range: `to` defaults to today (UTC), `from` to the day the portfolio was first
 * recorded (not later than `to`). A range backwards or over 20 years is a 422.
 */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined },
  firstRecorded: number,
  now: number,
): Range {
  const lastDay = query.to === undefined ? dayOf(now) : parseDay(query.to)
  const firstDay =
    query.from === undefined ? Math.min(dayOf(firstRecorded), lastDay) : parseDay(query.from)
  if (firstDay > lastDay) throw refuse('from', 'from must be on or before to', 'range_order')
  const limit = new Date(lastDay)
  limit.setUTCFullYear(limit.getUTCFullYear() - MAX_RANGE_YEARS)
  if (firstDay < limit.getTime())
    throw refuse('from', `The range may span at most ${MAX_RANGE_YEARS} years`, 'range_too_long')
  return { firstDay, lastDay, from: dayText(firstDay), to: dayText(lastDay) }
}

/** The benchmark asked for, else the trader's setting (else the default when it is delisted). */
export function resolveBenchmark(
  asked: string | undefined,
  setting: string,
  hasSymbol: (symbol: string) => boolean,
): string {
  if (asked !== undefined) {
    const symbol = asked.toUpperCase()
    if (!hasSymbol(symbol)) throw refuse('benchmark', `Unknown symbol ${asked}`, 'unknown_symbol')
    return symbol
  }
  return hasSymbol(setting) ? setting : DEFAULT_BENCHMARK
}

/**
 * Periods per year: asked, else the trader's setting; 'auto' is 365 when the portfolio holds
 * any crypto (it trades every day) and 252 otherwise (exchange trading days).
 */
export function resolvePeriods(
  asked: PeriodsPerYear | undefined,
  setting: Settings['analytics']['periodsPerYear'],
  holdsCrypto: boolean,
): { periodsPerYear: PeriodsPerYear; reason: AnalyticsReport['periodsPerYearReason'] } {
  if (asked !== undefined) return { periodsPerYear: asked, reason: 'chosen' }
  if (setting !== 'auto')
    return { periodsPerYear: Number(setting) as PeriodsPerYear, reason: 'chosen' }
  return holdsCrypto
    ? { periodsPerYear: 365, reason: 'crypto' }
    : { periodsPerYear: 252, reason: 'other' }
}

/** Simple daily returns of the benchmark's closes on the grid; NaN where a close is missing. */
export function benchmarkReturns(
  times: readonly number[],
  closes: ReadonlyMap<number, number>,
): number[] {
  return times.map((day) => {
    const close = closes.get(day)
    const before = closes.get(day - DAY_MS)
    return close === undefined || before === undefined ? Number.NaN : close / before - 1
  })
}
