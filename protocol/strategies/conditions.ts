import type { Bars, StrategyBook } from './engine-types.ts'
import {
  OPERAND_INDICATOR,
  OPERAND_POSITION,
  OPERAND_PRICE,
  OPERAND_TIME,
  type ComparisonPlan,
  type OperandPlan,
  type RulePlan,
} from './plan.ts'

/**
 * A rule's condition on bar i: operands read from the indicator columns, the bars, the book and
 * the bar's close time, as config.ts documents them. A missing value is NaN, and every
 * comparison with NaN is false, which is what config.ts promises for a warming indicator or
 * an absent position. Crosses compare bar i with bar i − 1 (position and time operands read the
 * same value for both, so they never cross).
 */

const NO_EVENT = 1e9
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

function priceColumn(bars: Bars, field: number): Float64Array {
  switch (field) {
    case 0:
      return bars.open
    case 1:
      return bars.high
    case 2:
      return bars.low
    case 4:
      return bars.volume
    default:
      return bars.close
  }
}

function positionValue(
  book: StrategyBook,
  field: number,
  close: number,
  closeTime: number,
  frameMs: number,
): number {
  const q = book.quantity
  switch (field) {
    case 0:
      return Math.sign(q)
    case 1:
      return q === 0 ? Number.NaN : book.entryPrice
    case 2:
      return q === 0 ? Number.NaN : book.lastEntryPrice
    case 3:
      return book.entries
    case 4:
      return book.entryTime === null || q === 0
        ? Number.NaN
        : Math.round((closeTime - book.entryTime) / frameMs)
    default:
      return q === 0
        ? Number.NaN
        : (Math.sign(q) * (close - book.entryPrice) * 100) / book.entryPrice
  }
}

function timeValue(book: StrategyBook, field: number, closeTime: number, frameMs: number): number {
  switch (field) {
    case 0:
      return Math.floor(closeTime / HOUR_MS) % 24
    case 1:
      return (Math.floor(closeTime / DAY_MS) + 4) % 7
    case 2:
      return book.lastEntryTime === null
        ? NO_EVENT
        : Math.round((closeTime - book.lastEntryTime) / frameMs)
    default:
      return book.lastExitTime === null
        ? NO_EVENT
        : Math.round((closeTime - book.lastExitTime) / frameMs)
  }
}

/** The operand's value `back` bars before bar i (0 or 1, for crosses); NaN when missing. */
function read(o: OperandPlan, bars: Bars, i: number, back: number, book: StrategyBook): number {
  switch (o.kind) {
    case OPERAND_INDICATOR: {
      const j = i - o.offset - back
      const column = o.column
      return j < 0 || column === null ? Number.NaN : (column[j] ?? Number.NaN)
    }
    case OPERAND_PRICE: {
      const j = i - o.offset - back
      return j < 0 ? Number.NaN : (priceColumn(bars, o.field)[j] ?? Number.NaN)
    }
    case OPERAND_POSITION:
      return positionValue(
        book,
        o.field,
        bars.close[i] ?? Number.NaN,
        (bars.time[i] ?? 0) + bars.frameMs,
        bars.frameMs,
      )
    case OPERAND_TIME:
      return timeValue(book, o.field, (bars.time[i] ?? 0) + bars.frameMs, bars.frameMs)
    default:
      return o.value
  }
}

function holds(c: ComparisonPlan, bars: Bars, i: number, book: StrategyBook): boolean {
  const l = read(c.left, bars, i, 0, book)
  const r = read(c.right, bars, i, 0, book) * c.scale
  switch (c.op) {
    case 0:
      return l > r
    case 1:
      return l >= r
    case 2:
      return l < r
    case 3:
      return l <= r
    default: {
      const pl = read(c.left, bars, i, 1, book)
      const pr = read(c.right, bars, i, 1, book) * c.scale
      return c.op === 4 ? pl <= pr && l > r : pl >= pr && l < r
    }
  }
}

export function conditionHolds(rule: RulePlan, bars: Bars, i: number, book: StrategyBook): boolean {
  const cs = rule.comparisons
  if (rule.all) {
    for (let k = 0; k < cs.length; k++)
      if (!holds(cs[k] as ComparisonPlan, bars, i, book)) return false
    return true
  }
  for (let k = 0; k < cs.length; k++) if (holds(cs[k] as ComparisonPlan, bars, i, book)) return true
  return false
}
