import type { OptionSpec, StrategyKind } from '../../../protocol/index.ts'

export interface ShapedLeg {
  spec: OptionSpec
  side: 'buy' | 'sell'
  quantity: number
}

const same = (xs: readonly number[]): boolean => xs.every((x) => Math.abs(x - (xs[0] ?? 0)) < 1e-12)
const oneExpiry = (legs: readonly ShapedLeg[]): boolean =>
  legs.every(
    (l) => l.spec.expiry === legs[0]?.spec.expiry && l.spec.underlying === legs[0]?.spec.underlying,
  )

/** Per strategy: the shape its legs must have, in words (the 422 says it) and as a test. */
const SHAPES: Record<Exclude<StrategyKind, 'custom'>, [string, (l: ShapedLeg[]) => boolean]> = {
  vertical: [
    'two legs of one right and expiry at different strikes, one bought and one sold, equal quantities',
    (l) =>
      l.length === 2 &&
      l[0]?.spec.right === l[1]?.spec.right &&
      l[0]?.spec.strike !== l[1]?.spec.strike &&
      l[0]?.side !== l[1]?.side &&
      same(l.map((x) => x.quantity)),
  ],
  straddle: [
    'a call and a put of one strike and expiry, both bought or both sold, equal quantities',
    (l) =>
      l.length === 2 &&
      l[0]?.spec.right !== l[1]?.spec.right &&
      l[0]?.spec.strike === l[1]?.spec.strike &&
      l[0]?.side === l[1]?.side &&
      same(l.map((x) => x.quantity)),
  ],
  strangle: [
    'a call and a put of one expiry at different strikes, both bought or both sold, equal quantities',
    (l) =>
      l.length === 2 &&
      l[0]?.spec.right !== l[1]?.spec.right &&
      l[0]?.spec.strike !== l[1]?.spec.strike &&
      l[0]?.side === l[1]?.side &&
      same(l.map((x) => x.quantity)),
  ],
  butterfly: [
    'three legs of one right and expiry: the outer strikes one way, twice the quantity of the middle strike the other way',
    (legs) => {
      const l = [...legs].sort((a, b) => a.spec.strike - b.spec.strike)
      const [lo, mid, hi] = l
      if (l.length !== 3 || !lo || !mid || !hi) return false
      return (
        same(l.map((x) => (x.spec.right === lo.spec.right ? 0 : 1))) &&
        lo.spec.strike < mid.spec.strike &&
        mid.spec.strike < hi.spec.strike &&
        lo.side === hi.side &&
        mid.side !== lo.side &&
        same([lo.quantity, hi.quantity, mid.quantity / 2])
      )
    },
  ],
  iron_condor: [
    'four legs of one expiry: a put spread below a call spread, each selling the inner strike and buying the outer one (or the reverse), equal quantities',
    (legs) => {
      const puts = legs
        .filter((x) => x.spec.right === 'put')
        .sort((a, b) => a.spec.strike - b.spec.strike)
      const calls = legs
        .filter((x) => x.spec.right === 'call')
        .sort((a, b) => a.spec.strike - b.spec.strike)
      const [p1, p2] = puts
      const [c1, c2] = calls
      if (legs.length !== 4 || !p1 || !p2 || !c1 || !c2) return false
      return (
        p1.spec.strike < p2.spec.strike &&
        p2.spec.strike <= c1.spec.strike &&
        c1.spec.strike < c2.spec.strike &&
        p1.side === c2.side &&
        p2.side === c1.side &&
        p1.side !== p2.side &&
        same(legs.map((x) => x.quantity))
      )
    },
  ],
}

/** Why the legs are not the named strategy, or undefined when they are (or it is custom). */
export function strategyIssue(strategy: StrategyKind, legs: ShapedLeg[]): string | undefined {
  if (strategy === 'custom') return undefined
  const [words, fits] = SHAPES[strategy]
  if (oneExpiry(legs) && fits(legs)) return undefined
  return `A ${strategy.replace('_', ' ')} is ${words}`
}
