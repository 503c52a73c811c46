/**
 * Order book arithmetic for the book panel: price grouping, cumulative totals and the spread.
 * Pure, so it is tested without a DOM.
 */
import { priceDecimals } from '../../lib/format.ts'

/** [price, size], as the engine sends them: best first on each side. */
export type PriceLevel = readonly [price: number, size: number]
export type BookSideName = 'bid' | 'ask'

export interface BookRow {
  price: number
  size: number
  /** Size from the best level down to this one, for the depth bar. */
  total: number
}

export interface BookView {
  bids: BookRow[]
  asks: BookRow[]
  /** The larger side's total over the rows shown: a full-width depth bar. */
  maxTotal: number
}

export interface Spread {
  bid: number
  ask: number
  mid: number
  absolute: number
  /** Of the mid price. */
  percent: number
}

/** The grouping choices: the symbol's tick times 1, 10, 100 and 1000. */
export const GROUPING_MULTIPLIERS: readonly number[] = [1, 10, 100, 1000]

/** Drops the binary noise of a product such as 0.1 × 3. */
const clean = (value: number): number => Number(value.toPrecision(12))

/** Decimal places a step has (0.001 → 3, 2.5 → 1, 1e-7 → 7), so grouped prices come out exact. */
export function stepDecimals(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0
  const [mantissa = '', exponent = '0'] = String(clean(step)).split('e')
  const fraction = mantissa.split('.')[1]?.length ?? 0
  return Math.max(0, fraction - Number(exponent))
}

export const groupingStep = (tick: number, multiplier: number): number => clean(tick * multiplier)

export const groupingSteps = (tick: number): number[] =>
  GROUPING_MULTIPLIERS.map((m) => groupingStep(tick, m))

/** A tick for a symbol whose details are not known yet: the last decimal its prices show. */
export const fallbackTick = (price: number): number => Number(`1e-${priceDecimals(price)}`)

/**
 * Levels merged onto a grid of `step`: bids round down and asks round up, so a grouped level
 * never promises a better price than the orders in it. Sizes add up; best level first.
 */
export function groupLevels(
  levels: readonly PriceLevel[],
  step: number,
  side: BookSideName,
): PriceLevel[] {
  const valid = levels.filter(([price, size]) => Number.isFinite(price) && size > 0)
  const sums = new Map<number, number>()
  if (!(step > 0)) {
    for (const [price, size] of valid) sums.set(price, (sums.get(price) ?? 0) + size)
  } else {
    const decimals = stepDecimals(step)
    for (const [price, size] of valid) {
      const units = price / step
      // A price already on the grid (64000.1 / 0.1 = 640000.99999…) stays where it is.
      const slack = 1e-9 + Math.abs(units) * Number.EPSILON * 4
      const rounded = side === 'bid' ? Math.floor(units + slack) : Math.ceil(units - slack)
      const key = Number((rounded * step).toFixed(decimals))
      sums.set(key, (sums.get(key) ?? 0) + size)
    }
  }
  const grouped: PriceLevel[] = [...sums].map(([price, size]) => [price, clean(size)] as const)
  return grouped.sort((a, b) => (side === 'bid' ? b[0] - a[0] : a[0] - b[0]))
}

/** The first `count` levels with their running totals. */
export function withTotals(levels: readonly PriceLevel[], count: number): BookRow[] {
  const rows: BookRow[] = []
  let total = 0
  for (const [price, size] of levels.slice(0, Math.max(0, count))) {
    total = clean(total + size)
    rows.push({ price, size, total })
  }
  return rows
}

/** What the book panel shows: each side grouped by `step` and cut to `count` rows. */
export function bookView(
  bids: readonly PriceLevel[],
  asks: readonly PriceLevel[],
  step: number,
  count: number,
): BookView {
  const b = withTotals(groupLevels(bids, step, 'bid'), count)
  const a = withTotals(groupLevels(asks, step, 'ask'), count)
  const maxTotal = Math.max(b.at(-1)?.total ?? 0, a.at(-1)?.total ?? 0)
  return { bids: b, asks: a, maxTotal }
}

/** The depth bar's width, 0 to 1. */
export const depthRatio = (total: number, maxTotal: number): number =>
  maxTotal > 0 ? Math.min(1, Math.max(0, total / maxTotal)) : 0

/** Best bid and ask, and the gap between them; null when a side is empty. */
export function spreadOf(bids: readonly PriceLevel[], asks: readonly PriceLevel[]): Spread | null {
  const bid = bids[0]?.[0]
  const ask = asks[0]?.[0]
  if (bid === undefined || ask === undefined) return null
  const mid = (bid + ask) / 2
  const absolute = clean(ask - bid)
  return { bid, ask, mid, absolute, percent: mid > 0 ? (absolute / mid) * 100 : 0 }
}
