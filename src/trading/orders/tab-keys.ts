/**
 * Where a key moves in a row of `count` tabs (WAI-ARIA tabs pattern): arrows wrap around, Home
 * and End jump to the ends; null for any other key, which the tabs leave alone.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}
