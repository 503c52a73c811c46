/**
 * The visible time range (seconds) and how panning and zooming move it. Pure: the controller
 * keeps one range, these functions say where it goes next.
 */
export interface TimeWindow {
  min: number
  max: number
}

/** What the loaded candles allow: the first and last candle times and one candle's length. */
export interface CandleBounds {
  first: number
  last: number
  step: number
}

export const INITIAL_CANDLES = 120
export const MIN_VISIBLE_CANDLES = 10
/** Zooming out stops here: more candles than pixels shows nothing more and costs every frame. */
export const MAX_VISIBLE_CANDLES = 5000
/** Empty candles kept right of the newest one, so it is not glued to the price axis. */
export const RIGHT_MARGIN_CANDLES = 3
/** Older history is asked for when the range's left edge comes this close to the first candle. */
export const OLDER_THRESHOLD_CANDLES = 10

export function initialWindow(bounds: CandleBounds): TimeWindow {
  const max = bounds.last + RIGHT_MARGIN_CANDLES * bounds.step
  return clampWindow(
    { min: max - (INITIAL_CANDLES + RIGHT_MARGIN_CANDLES) * bounds.step, max },
    bounds,
  )
}

/**
 * Keeps the range sensible: at least MIN_VISIBLE_CANDLES wide, never wider than everything
 * loaded (nor than MAX_VISIBLE_CANDLES), the newest candle no further left than the middle, and
 * a little room before the first candle (reaching it is what loads older history).
 */
export function clampWindow(range: TimeWindow, bounds: CandleBounds): TimeWindow {
  const { first, last, step } = bounds
  const loaded = last - first + (RIGHT_MARGIN_CANDLES + 1) * step
  const widest = Math.min(Math.max(loaded, MIN_VISIBLE_CANDLES * step), MAX_VISIBLE_CANDLES * step)
  const width = Math.min(Math.max(range.max - range.min, MIN_VISIBLE_CANDLES * step), widest)
  const lowest = first - width * 0.1
  const highest = last + width * 0.5
  let min = range.min
  if (min + width > highest) min = highest - width
  if (min < lowest) min = lowest
  return { min, max: min + width }
}

export function panWindow(range: TimeWindow, seconds: number, bounds: CandleBounds): TimeWindow {
  return clampWindow({ min: range.min + seconds, max: range.max + seconds }, bounds)
}

/** Zooms by `factor` (< 1 zooms in) keeping the time `anchor` where it is on screen. */
export function zoomWindow(
  range: TimeWindow,
  factor: number,
  anchor: number,
  bounds: CandleBounds,
): TimeWindow {
  const min = anchor - (anchor - range.min) * factor
  const max = anchor + (range.max - anchor) * factor
  return clampWindow({ min, max }, bounds)
}

/** The range shows the newest candle: a new candle should then scroll into view. */
export const followsLatest = (range: TimeWindow, bounds: CandleBounds): boolean =>
  range.max >= bounds.last

/** After a new candle opened at `bounds.last`, the range moved on just enough to show it. */
export function followLatest(range: TimeWindow, bounds: CandleBounds): TimeWindow {
  const wanted = bounds.last + RIGHT_MARGIN_CANDLES * bounds.step
  if (range.max >= wanted) return range
  return panWindow(range, wanted - range.max, bounds)
}

export const nearFirstCandle = (range: TimeWindow, bounds: CandleBounds): boolean =>
  range.min <= bounds.first + OLDER_THRESHOLD_CANDLES * bounds.step
