import { describe, expect, it } from 'vitest'
import { WARMUP_BARS, type Candle } from '../../../protocol/index.ts'
import { BarBuffer, closedBars } from '../../../server/strategies/live/bar-buffer.ts'

const MIN = 60_000
const bar = (time: number, close = 100): Candle => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
})
const market = (bars: Candle[]) => ({
  candles: (_s: string, _tf: string, limit: number) => bars.slice(-limit),
})

describe('closedBars', () => {
  it('never hands over the bar still forming', () => {
    const bars = [bar(0), bar(MIN), bar(2 * MIN)]
    expect(closedBars(market(bars), 'X', '1m', 5, 2 * MIN + 59_999).map((b) => b.time)).toEqual([
      0,
      MIN,
    ])
    // The bucket has passed: the last bar is closed now.
    expect(closedBars(market(bars), 'X', '1m', 2, 3 * MIN).map((b) => b.time)).toEqual([
      MIN,
      2 * MIN,
    ])
  })
})

describe('BarBuffer', () => {
  it('keeps the last WARMUP_BARS bars, newer ones only, as columns', () => {
    const initial = Array.from({ length: WARMUP_BARS + 10 }, (_, i) => bar(i * MIN, i))
    const buffer = new BarBuffer(MIN, initial)
    expect(buffer.push(bar((WARMUP_BARS + 9) * MIN))).toBe(false)
    expect(buffer.push(bar((WARMUP_BARS + 10) * MIN, 7))).toBe(true)
    const c = buffer.columns()
    expect(c.time.length).toBe(WARMUP_BARS)
    expect([c.time[0], c.close.at(-1), c.frameMs]).toEqual([11 * MIN, 7, MIN])
    expect([buffer.lastTime, buffer.lastClose]).toEqual([(WARMUP_BARS + 10) * MIN, 7])
  })
})
