/**
 * The expiries listed on a day, Deribit style (08:00 UTC): daily for the next week, Fridays for
 * the next month, last Fridays of the month for the next quarter, last Fridays of March, June,
 * September and December for the next year. Returned as years to expiry (365-day years), sorted.
 */
const DAY = 86_400_000
const YEAR = 365 * DAY

const at8 = (y: number, m: number, d: number) => Date.UTC(y, m, d, 8)

function lastFriday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0))
  return at8(year, month, last.getUTCDate() - ((last.getUTCDay() + 2) % 7))
}

export function listedExpiries(now: Date): number[] {
  const t0 = now.getTime()
  const y = now.getUTCFullYear()
  const mo = now.getUTCMonth()
  const d = now.getUTCDate()
  const times = new Set<number>()
  for (let i = 1; i <= 7; i++) times.add(at8(y, mo, d + i))
  const friday = (5 - now.getUTCDay() + 7) % 7 || 7
  for (let i = 0; i < 5; i++) times.add(at8(y, mo, d + friday + 7 * i))
  for (let i = 0; i < 4; i++) times.add(lastFriday(y, mo + i))
  for (let i = 0; i < 15; i++) if ((mo + i) % 3 === 2) times.add(lastFriday(y, mo + i))
  return [...times]
    .filter((t) => t > t0 && t <= t0 + YEAR + 7 * DAY)
    .sort((a, b) => a - b)
    .map((t) => (t - t0) / YEAR)
}
