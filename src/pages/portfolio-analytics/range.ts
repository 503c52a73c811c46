/** The date range the page asks for: a preset chip, or the trader's own from/to days (UTC). */
import { formatDay } from './format.ts'

export const RANGE_CHIPS = ['1M', '3M', '6M', 'YTD', '1Y', 'ALL'] as const
export type RangeChip = (typeof RANGE_CHIPS)[number]

export type RangeChoice =
  { kind: 'chip'; chip: RangeChip } | { kind: 'custom'; from: string; to: string }

export const DEFAULT_RANGE: RangeChoice = { kind: 'chip', chip: '1Y' }

const MONTHS_BACK: Partial<Record<RangeChip, number>> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12 }

/** The same day `months` earlier, clamped to the month's end (31 March − 1 M = 28/29 Feb). */
function monthsBefore(ms: number, months: number): number {
  const d = new Date(ms)
  const year = d.getUTCFullYear()
  const month = d.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay))
}

/**
 * The `from`/`to` of the query. A chip leaves `to` out (the server's today) and ALL leaves
 * `from` out too (the portfolio's first recorded day).
 */
export function rangeQuery(choice: RangeChoice, now: number): { from?: string; to?: string } {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to }
  if (choice.chip === 'ALL') return {}
  if (choice.chip === 'YTD') return { from: `${new Date(now).getUTCFullYear()}-01-01` }
  return { from: formatDay(monthsBefore(now, MONTHS_BACK[choice.chip] ?? 12)) }
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Why a custom range cannot be asked for yet, or null when it can. */
export function customRangeProblem(from: string, to: string): 'missing' | 'order' | null {
  if (!DAY_PATTERN.test(from) || !DAY_PATTERN.test(to)) return 'missing'
  return from > to ? 'order' : null
}
