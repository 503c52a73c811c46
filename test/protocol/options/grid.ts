/**
 * The scipy reference grid of fixtures/black-scholes.json (made by fixtures/make_fixtures.py):
 * 2 kinds × 16 S/K × 8 expiries × 5 (r, q) × 8 volatilities = 10,240 points, in that loop order.
 */
import type { OptionKind, OptionValue } from '../../../protocol/options/index.ts'
import reference from './fixtures/black-scholes.json'

export interface GridPoint {
  kind: OptionKind
  S: number
  K: number
  T: number
  r: number
  q: number
  sigma: number
  expected: OptionValue
}

export function gridPoints(): GridPoint[] {
  const points: GridPoint[] = []
  const K = reference.K
  for (const kind of ['call', 'put'] as const) {
    for (const m of reference.moneyness) {
      for (const T of reference.expiries) {
        for (const [r = 0, q = 0] of reference.rates) {
          for (const sigma of reference.vols) {
            const i = points.length
            const at = (column: number[]) => column[i] ?? Number.NaN
            points.push({
              kind,
              S: K * m,
              K,
              T,
              r,
              q,
              sigma,
              expected: {
                price: at(reference.price),
                delta: at(reference.delta),
                gamma: at(reference.gamma),
                vega: at(reference.vega),
                theta: at(reference.theta),
                rho: at(reference.rho),
              },
            })
          }
        }
      }
    }
  }
  return points
}

/** Agreement to 1e-9 RELATIVE, or 1e-12 ABSOLUTE for values too small for a relative test. */
export const agrees = (actual: number, expected: number): boolean =>
  Math.abs(actual - expected) <= Math.max(1e-9 * Math.abs(expected), 1e-12)
