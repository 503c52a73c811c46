/**
 * Strikes of a new expiry: a "nice" grid (1, 2, 2.5 or 5 times a power of ten) around the index,
 * covering about ±2.5 standard deviations to expiry and at least ±10 %. Short expiries get a
 * dozen strikes, long ones up to MAX_STRIKES, so the catalogue stays at a few hundred contracts.
 */
const NICE = [1, 2, 2.5, 5, 10]
export const MAX_STRIKES = 25
const MIN_REACH = 0.1
const SIGMAS = 2.5

/** The nice step nearest to `raw` (by ratio). */
export function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const distance = (n: number) => Math.abs(Math.log((n * magnitude) / raw))
  const factor = NICE.reduce((best, n) => (distance(n) < distance(best) ? n : best))
  return Number((factor * magnitude).toPrecision(12))
}

/**
 * @param index the underlying's index price now
 * @param vol annualised volatility expected to expiry
 * @param T years to expiry
 */
export function strikeGrid(index: number, vol: number, T: number): number[] {
  const reach = Math.max(MIN_REACH, SIGMAS * vol * Math.sqrt(T))
  // Longer expiries cover more of the price axis, so they get more (coarser) strikes.
  const wanted = Math.min(MAX_STRIKES, Math.round(11 + 6 * reach))
  const low = index * Math.max(0.05, 1 - reach)
  const high = index * (1 + reach)
  const step = niceStep((high - low) / wanted)
  const strikes: number[] = []
  for (let k = Math.max(1, Math.ceil(low / step)); k * step <= high; k++)
    strikes.push(Number((k * step).toPrecision(12)))
  // Rounding the step may give a few too many: the ones farthest from the index go.
  while (strikes.length > MAX_STRIKES) {
    const first = strikes[0] ?? index
    const last = strikes.at(-1) ?? index
    if (index - first > last - index) strikes.shift()
    else strikes.pop()
  }
  return strikes
}
