/**
 * The rolling expiry schedule: every listed expiry settles at 08:00 UTC. Each cadence lists its
 * next two expiries after `now` — days (daily), Fridays (weekly), last Fridays of a month
 * (monthly) and of March, June, September and December (quarterly) — and an expiry several
 * cadences list appears once with all of them.
 */
import { OPTION_EXPIRY_HOUR_UTC, type ExpiryCadence } from '../../protocol/index.ts'

const FRIDAY = 5
const PER_CADENCE = 2
const QUARTER_MONTHS = new Set([2, 5, 8, 11])

export interface ScheduledExpiry {
  expiry: number
  cadences: ExpiryCadence[]
}

const at8 = (year: number, month: number, day: number): number =>
  Date.UTC(year, month, day, OPTION_EXPIRY_HOUR_UTC)

/** The 08:00 UTC of the last Friday of a month (month may run past 11: Date.UTC rolls it). */
function lastFriday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  const back = (lastDay.getUTCDay() - FRIDAY + 7) % 7
  return at8(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), lastDay.getUTCDate() - back)
}

function nextDays(now: number, accept: (time: number) => boolean): number[] {
  const start = new Date(now)
  const found: number[] = []
  for (let d = 0; found.length < PER_CADENCE && d < 30; d++) {
    const t = at8(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + d)
    if (t > now && accept(t)) found.push(t)
  }
  return found
}

function nextMonthEnds(now: number, accept: (month: number) => boolean): number[] {
  const start = new Date(now)
  const found: number[] = []
  for (let m = 0; found.length < PER_CADENCE && m < 24; m++) {
    const month = start.getUTCMonth() + m
    const t = lastFriday(start.getUTCFullYear(), month)
    if (t > now && accept(new Date(t).getUTCMonth())) found.push(t)
  }
  return found
}

/** The scheduled expiries after `now`, soonest first, each with every cadence that lists it. */
export function scheduledExpiries(now: number): ScheduledExpiry[] {
  const byCadence: Record<ExpiryCadence, number[]> = {
    daily: nextDays(now, () => true),
    weekly: nextDays(now, (t) => new Date(t).getUTCDay() === FRIDAY),
    monthly: nextMonthEnds(now, () => true),
    quarterly: nextMonthEnds(now, (month) => QUARTER_MONTHS.has(month)),
  }
  const merged = new Map<number, ExpiryCadence[]>()
  for (const [cadence, times] of Object.entries(byCadence) as [ExpiryCadence, number[]][])
    for (const t of times) merged.set(t, [...(merged.get(t) ?? []), cadence])
  return [...merged].sort(([a], [b]) => a - b).map(([expiry, cadences]) => ({ expiry, cadences }))
}

/** The cadences that list `expiry` at `now` (none for an expiry listed by hand). */
export function cadencesOf(expiry: number, now: number): ExpiryCadence[] {
  return scheduledExpiries(now).find((s) => s.expiry === expiry)?.cadences ?? []
}
