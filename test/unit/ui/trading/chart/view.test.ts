import { describe, expect, it } from 'vitest'
import {
  INITIAL_CANDLES,
  MAX_VISIBLE_CANDLES,
  MIN_VISIBLE_CANDLES,
  RIGHT_MARGIN_CANDLES,
  clampWindow,
  followLatest,
  followsLatest,
  initialWindow,
  nearFirstCandle,
  panWindow,
  zoomWindow,
  type CandleBounds,
} from '../../../../../src/trading/chart/view.ts'

const step = 60
/** 1,000 one-minute candles. */
const bounds: CandleBounds = { first: 0, last: 999 * step, step }

describe('the visible window', () => {
  it('opens on the newest candles with a little room on the right', () => {
    const w = initialWindow(bounds)
    expect(w.max).toBe(bounds.last + RIGHT_MARGIN_CANDLES * step)
    expect((w.max - w.min) / step).toBe(INITIAL_CANDLES + RIGHT_MARGIN_CANDLES)
    expect(followsLatest(w, bounds)).toBe(true)
  })

  it('pans, but never past the first candle or so far that the newest leaves the middle', () => {
    const w = initialWindow(bounds)
    const width = w.max - w.min
    const left = panWindow(w, -100 * step, bounds)
    expect(left.min).toBe(w.min - 100 * step)
    expect(left.max - left.min).toBe(width)
    expect(panWindow(w, -1e9, bounds).min).toBe(bounds.first - width * 0.1)
    expect(panWindow(w, 1e9, bounds).max).toBe(bounds.last + width * 0.5)
  })

  it('zooms around the anchor and keeps between ten candles and everything loaded', () => {
    const w = { min: 500 * step, max: 600 * step }
    const zoomed = zoomWindow(w, 0.5, 550 * step, bounds)
    expect(zoomed).toEqual({ min: 525 * step, max: 575 * step })
    const tight = zoomWindow(w, 0.001, 550 * step, bounds)
    expect((tight.max - tight.min) / step).toBe(MIN_VISIBLE_CANDLES)
    const wide = zoomWindow(w, 1000, 550 * step, bounds)
    expect(wide.max - wide.min).toBe(bounds.last - bounds.first + (RIGHT_MARGIN_CANDLES + 1) * step)
  })

  it('stops zooming out at MAX_VISIBLE_CANDLES however much history is loaded', () => {
    const long: CandleBounds = { first: 0, last: 100_000 * step, step }
    const w = zoomWindow(initialWindow(long), 1e6, long.last, long)
    expect(w.max - w.min).toBe(MAX_VISIBLE_CANDLES * step)
  })

  it('shows a few candles of a short history rather than an empty stretch', () => {
    const few: CandleBounds = { first: 0, last: 2 * step, step }
    const w = initialWindow(few)
    expect(w.max - w.min).toBe(MIN_VISIBLE_CANDLES * step)
    expect(w.min).toBeLessThanOrEqual(few.first)
    expect(w.max).toBeGreaterThanOrEqual(few.last)
  })

  it('scrolls to a new candle only when the newest one was in view', () => {
    const following = initialWindow(bounds)
    const grown = { ...bounds, last: bounds.last + step }
    expect(followLatest(following, grown).max).toBe(grown.last + RIGHT_MARGIN_CANDLES * step)

    const back = panWindow(following, -300 * step, bounds)
    expect(followsLatest(back, bounds)).toBe(false)
  })

  it('asks for older history only near the first loaded candle', () => {
    expect(nearFirstCandle(initialWindow(bounds), bounds)).toBe(false)
    const oldest = clampWindow({ min: -1e9, max: -1e9 + 100 * step }, bounds)
    expect(nearFirstCandle(oldest, bounds)).toBe(true)
  })
})
