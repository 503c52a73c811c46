/**
 * The chart's colours, read once from the CSS custom properties of its element (the theme in
 * base.css, the chart's own in trading-chart.css): canvas drawing cannot use `var(--up)`.
 */
import { cssColors } from '../../lib/chart-theme.ts'
import type { LineColor } from './indicator-series.ts'
import type { PriceLineKind } from './types.ts'

export interface ChartColors {
  up: string
  down: string
  volumeUp: string
  volumeDown: string
  line: string
  text: string
  grid: string
  guide: string
  labelText: string
  lines: Record<LineColor, string>
  priceLines: Record<PriceLineKind, string>
}

export function readChartColors(element: Element): ChartColors {
  const read = cssColors(element)
  return {
    up: read('--up', '#22c55e'),
    down: read('--down', '#ef4444'),
    volumeUp: read('--chart-volume-up', 'rgb(34 197 94 / 0.35)'),
    volumeDown: read('--chart-volume-down', 'rgb(239 68 68 / 0.35)'),
    line: read('--chart-line', '#e6e9ef'),
    text: read('--text-muted', '#8b93a7'),
    grid: read('--chart-grid', 'rgb(255 255 255 / 0.06)'),
    guide: read('--chart-guide', 'rgb(255 255 255 / 0.25)'),
    labelText: read('--chart-label-text', '#0b0e14'),
    lines: {
      sma: read('--chart-sma', '#f59e0b'),
      ema: read('--chart-ema', '#38bdf8'),
      bands: read('--chart-bands', '#a78bfa'),
      vwap: read('--chart-vwap', '#f472b6'),
      rsi: read('--chart-rsi', '#a78bfa'),
      macd: read('--chart-macd', '#38bdf8'),
      signal: read('--chart-signal', '#f59e0b'),
      histogramUp: read('--chart-volume-up', 'rgb(34 197 94 / 0.35)'),
      histogramDown: read('--chart-volume-down', 'rgb(239 68 68 / 0.35)'),
    },
    priceLines: {
      'order-buy': read('--up', '#22c55e'),
      'order-sell': read('--down', '#ef4444'),
      position: read('--info', '#38bdf8'),
      liquidation: read('--warn', '#f59e0b'),
    },
  }
}
