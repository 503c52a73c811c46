import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type uPlot from 'uplot'
import {
  drawCandles,
  type CandleStyle,
} from '../../../../../src/trading/chart/candlestick-plugin.ts'

/** Records the rectangles of each path, as the canvas would receive them. */
class RecordingPath {
  rects: [number, number, number, number][] = []
  rect(x: number, y: number, w: number, h: number) {
    this.rects.push([x, y, w, h])
  }
}

function fakeContext() {
  const fills: { style: string; rects: RecordingPath['rects'] }[] = []
  let style = ''
  const ctx = {
    save: () => undefined,
    restore: () => undefined,
    beginPath: () => undefined,
    rect: () => undefined,
    clip: () => undefined,
    set fillStyle(v: string) {
      style = v
    },
    fill: (path: RecordingPath) => fills.push({ style, rects: path.rects }),
  }
  return { ctx, fills }
}

const style: CandleStyle = {
  candles: true,
  up: 'UP',
  down: 'DOWN',
  volumeUp: 'VU',
  volumeDown: 'VD',
}

/** A 100 × 100 plot over prices 0..100 and volumes 0..100, time 0..n. */
function plot(data: number[][], n: number) {
  const { ctx, fills } = fakeContext()
  const u = {
    data,
    ctx,
    bbox: { left: 0, top: 0, width: 100, height: 100 },
    scales: { x: { min: 0, max: n }, y: { min: 0, max: 100 }, vol: { min: 0, max: 100 } },
    series: [{ idxs: [0, data[0]?.length ? data[0].length - 1 : 0] }],
  }
  return { u: u as unknown as uPlot, fills }
}

describe('drawing candles', () => {
  beforeEach(() => {
    vi.stubGlobal('Path2D', RecordingPath)
    vi.stubGlobal('devicePixelRatio', 1)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('draws a rising candle as wick and body in the up colour, a falling one in the down colour', () => {
    // Two candles ten time units apart: a rise 40 → 60 and a fall 60 → 50.
    const { u, fills } = plot(
      [
        [10, 20],
        [40, 60],
        [70, 65],
        [30, 45],
        [60, 50],
        [20, 50],
      ],
      30,
    )
    drawCandles(u, style)
    const up = fills.find((f) => f.style === 'UP')?.rects ?? []
    const down = fills.find((f) => f.style === 'DOWN')?.rects ?? []
    expect(up).toHaveLength(2)
    expect(down).toHaveLength(2)
    // Rising body from close 60 (y 40) down to open 40 (y 60); wick from high 70 to low 30.
    expect(up[0]?.[1]).toBe(30)
    expect(up[0]?.[3]).toBe(40)
    expect(up[1]?.[1]).toBe(40)
    expect(up[1]?.[3]).toBe(20)
    const volumeUp = fills.find((f) => f.style === 'VU')?.rects ?? []
    expect(volumeUp[0]?.[1]).toBe(80)
    expect(volumeUp[0]?.[3]).toBe(20)
  })

  it('merges candles sharing a pixel column, so 100,000 candles are at most 100 columns', () => {
    const n = 100_000
    const index = Array.from({ length: n }, (_, i) => i)
    const opens = index.map((i) => 50 + Math.sin(i))
    const closes = index.map((i) => 50 + Math.cos(i))
    const { u, fills } = plot(
      [index, opens, opens.map((o) => o + 5), opens.map((o) => o - 5), closes, index.map(() => 10)],
      n,
    )
    drawCandles(u, style)
    const candles = fills.filter((f) => f.style === 'UP' || f.style === 'DOWN')
    const rects = candles.reduce((sum, f) => sum + f.rects.length, 0)
    expect(rects).toBeLessThanOrEqual(101)
    expect(rects).toBeGreaterThan(90)
  })

  it('draws only the volume for a line chart', () => {
    const { u, fills } = plot([[10], [40], [70], [30], [60], [20]], 20)
    drawCandles(u, { ...style, candles: false })
    expect(fills.map((f) => f.style)).toEqual(['VU', 'VD'])
  })
})
