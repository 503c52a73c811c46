/**
 * The bench page: renders N candles from cold (a new uPlot, first draw, pixels rasterised) in one
 * of three ways and answers how long it took. Runs in Chromium; see chart-render.bench.ts.
 */
import 'uplot/dist/uPlot.min.css'
import uPlot from 'uplot'
import type { ColumnarCandles } from '../../../workers/engine/api.ts'
import { candlestickPlugin } from '../../../src/trading/chart/candlestick-plugin.ts'
import type { ChartColors } from '../../../src/trading/chart/chart-colors.ts'
import { pricePlotOptions } from '../../../src/trading/chart/chart-options.ts'
import { OVERLAY_LINES, overlayValues } from '../../../src/trading/chart/indicator-series.ts'
import { OVERLAY_INDICATORS } from '../../../src/trading/chart/types.ts'
import { syntheticCandles } from './candles.ts'

export type RenderVariant = 'line' | 'candles' | 'candles+overlays'

declare global {
  interface Window {
    chartBench: { render(variant: RenderVariant, count: number): Promise<number> }
  }
}

const WIDTH = 1200
const HEIGHT = 500

/** The theme's colours as chart-colors.ts would read them from trading-chart.css. */
const COLORS: ChartColors = {
  up: '#22c55e',
  down: '#ef4444',
  volumeUp: 'rgb(34 197 94 / 0.35)',
  volumeDown: 'rgb(239 68 68 / 0.35)',
  line: '#a5b4fc',
  text: '#8b93a7',
  grid: 'rgb(255 255 255 / 0.06)',
  guide: 'rgb(255 255 255 / 0.25)',
  labelText: '#0b0e14',
  lines: {
    sma: '#f59e0b',
    ema: '#38bdf8',
    bands: '#a78bfa',
    vwap: '#f472b6',
    rsi: '#a78bfa',
    macd: '#38bdf8',
    signal: '#f59e0b',
    histogramUp: 'rgb(34 197 94 / 0.35)',
    histogramDown: 'rgb(239 68 68 / 0.35)',
  },
  priceLines: {
    'order-buy': '#22c55e',
    'order-sell': '#ef4444',
    position: '#38bdf8',
    liquidation: '#f59e0b',
  },
}

const generated = new Map<number, ColumnarCandles>()
const candlesOf = (count: number) => {
  let candles = generated.get(count)
  if (!candles) generated.set(count, (candles = syntheticCandles(count)))
  return candles
}

/** uPlot's plain line series of the closes: the baseline. */
function lineChart(candles: ColumnarCandles): [uPlot.Options, uPlot.AlignedData] {
  const opts: uPlot.Options = {
    width: WIDTH,
    height: HEIGHT,
    legend: { show: false },
    series: [{}, { stroke: COLORS.line, width: 1.5, points: { show: false } }],
  }
  return [opts, [candles[0], candles[4]]]
}

/** The chart's own price plot: candlesticks and volume, and optionally every overlay. */
function candleChart(
  candles: ColumnarCandles,
  overlays: boolean,
): [uPlot.Options, uPlot.AlignedData] {
  const shown = overlays ? OVERLAY_INDICATORS : []
  const style = {
    candles: true,
    up: COLORS.up,
    down: COLORS.down,
    volumeUp: COLORS.volumeUp,
    volumeDown: COLORS.volumeDown,
  }
  const opts = pricePlotOptions(
    {
      width: WIDTH,
      height: HEIGHT,
      colors: COLORS,
      showTimeAxis: true,
      syncKey: 'bench',
      plugins: [candlestickPlugin(() => style)],
    },
    'candlestick',
    shown.flatMap((o) => OVERLAY_LINES[o]),
  )
  const values = shown.flatMap((o) => overlayValues(o, candles, '1m'))
  return [opts, [...candles, ...values] as uPlot.AlignedData]
}

async function render(variant: RenderVariant, count: number): Promise<number> {
  const target = document.getElementById('plot')
  if (!target) throw new Error('no #plot')
  target.replaceChildren()
  const candles = candlesOf(count)
  let drawn = () => {}
  const firstDraw = new Promise<void>((resolve) => (drawn = resolve))

  const start = performance.now()
  const [opts, data] =
    variant === 'line' ? lineChart(candles) : candleChart(candles, variant === 'candles+overlays')
  opts.hooks = { draw: [() => drawn()] }
  const u = new uPlot(opts, data, target)
  await firstDraw
  // Reading a pixel makes the canvas finish rasterising what was drawn.
  u.ctx.getImageData(0, 0, 1, 1)
  const elapsed = performance.now() - start
  u.destroy()
  return elapsed
}

window.chartBench = { render }
