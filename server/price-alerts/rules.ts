import {
  EVERY_TIME_THROTTLE_MS,
  TIMEFRAME_MS,
  type PriceAlertCondition,
  type PriceAlertFrequency,
  type Timeframe,
} from '../../protocol/index.ts'

/** What decides whether an alert fires: its condition and its frequency. */
export interface AlertRule {
  condition: PriceAlertCondition
  price: number | null
  percent: number | null
  windowSec: number | null
  frequency: PriceAlertFrequency
  timeframe: Timeframe | null
}

/** One tick of a symbol as an alert sees it. */
export interface Observation {
  /** The previous tick's price; undefined on the first tick seen. */
  prev: number | undefined
  price: number
  /** The price at the start of the trailing window (move_pct only). */
  reference?: number | undefined
}

/** The signed change in percent from `from` to `to`. */
export const changePct = (from: number, to: number): number => ((to - from) / from) * 100

/**
 * Whether the tick meets the condition. A cross needs the previous tick strictly on the other
 * side of the level and this one at or beyond it, so a price resting on the level never fires.
 */
export function conditionMet(rule: AlertRule, o: Observation): boolean {
  const level = rule.price
  switch (rule.condition) {
    case 'above':
      return level !== null && o.price >= level
    case 'below':
      return level !== null && o.price <= level
    case 'crossing_up':
      return level !== null && o.prev !== undefined && o.prev < level && o.price >= level
    case 'crossing_down':
      return level !== null && o.prev !== undefined && o.prev > level && o.price <= level
    case 'move_pct':
      return (
        rule.percent !== null &&
        o.reference !== undefined &&
        o.reference > 0 &&
        Math.abs(changePct(o.reference, o.price)) >= rule.percent
      )
  }
}

/** The candle of `timeframe` that `time` falls in (candles start on multiples of their length). */
export const barOf = (time: number, timeframe: Timeframe): number =>
  Math.floor(time / TIMEFRAME_MS[timeframe])

/**
 * Whether the frequency lets a switched-on alert fire at `now`, given when it last fired:
 * `once_per_bar` once per candle of its timeframe, `every_time` once per throttle. A `once`
 * alert always may: firing switches it off, and switching it on again arms it afresh.
 */
export function frequencyAllows(rule: AlertRule, lastFiredAt: number | null, now: number): boolean {
  if (lastFiredAt === null) return true
  switch (rule.frequency) {
    case 'once':
      return true
    case 'once_per_bar':
      return (
        rule.timeframe !== null && barOf(now, rule.timeframe) !== barOf(lastFiredAt, rule.timeframe)
      )
    case 'every_time':
      return now - lastFiredAt >= EVERY_TIME_THROTTLE_MS
  }
}
