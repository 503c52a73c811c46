/**
 * uPlot options for the price plot and the indicator panes. Every plot has the same price-axis
 * width, so their plotting areas line up and share one time position per pixel.
 */
import uPlot from 'uplot'
import type { ChartColors } from './chart-colors.ts'
import { PANE_LINES, type IndicatorLine } from './indicator-series.ts'
import type { ChartType, PaneIndicator } from './types.ts'

export const PRICE_AXIS_PX = 68
export const TIME_AXIS_PX = 42
export const PANE_HEIGHT_PX = 96
export const MIN_MAIN_HEIGHT_PX = 160

const hidden: uPlot.Series = { paths: () => null, points: { show: false } }

/** The chart's clock is UTC (SPEC §9's default timezone), whatever the browser's zone is. */
const utc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC')

/**
 * Tick labels by tick spacing, 24-hour and year-month-day (SPEC §9's date format), with the date
 * on a second line where the day changes: [spacing s, label, then the labels uPlot adds when the
 * year, month, day, hour, minute or second rolls over, and 1 = show them only on rollover].
 */
const TIME_LABELS: uPlot.Axis.Values = [
  [365 * 86_400, '{YYYY}', null, null, null, null, null, null, 1],
  [28 * 86_400, '{MMM}', '\n{YYYY}', null, null, null, null, null, 1],
  [86_400, '{MM}-{DD}', '\n{YYYY}', null, null, null, null, null, 1],
  [3600, '{HH}:{mm}', '\n{YYYY}-{MM}-{DD}', null, '\n{MM}-{DD}', null, null, null, 1],
  [60, '{HH}:{mm}', '\n{YYYY}-{MM}-{DD}', null, '\n{MM}-{DD}', null, null, null, 1],
  [1, '{HH}:{mm}:{ss}', '\n{YYYY}-{MM}-{DD}', null, '\n{MM}-{DD}', null, null, null, 1],
]

function timeAxis(colors: ChartColors, show: boolean): uPlot.Axis {
  return {
    show,
    size: TIME_AXIS_PX,
    values: TIME_LABELS,
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1, size: 4 },
  }
}

function valueAxis(colors: ChartColors): uPlot.Axis {
  return {
    side: 1,
    size: PRICE_AXIS_PX,
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1, size: 4 },
  }
}

const bars = uPlot.paths.bars?.({ size: [0.7, 24] }) ?? (() => null)

const lineSeries = (line: IndicatorLine, colors: ChartColors): uPlot.Series =>
  line.bars
    ? {
        label: line.label,
        fill: colors.lines[line.color],
        stroke: colors.lines[line.color],
        width: 0,
        paths: bars,
        points: { show: false },
      }
    : {
        label: line.label,
        stroke: colors.lines[line.color],
        width: 1.25,
        ...(line.dashed ? { dash: [5, 4] } : {}),
        points: { show: false },
      }

const cursor = (syncKey: string): uPlot.Cursor => ({
  sync: { key: syncKey },
  drag: { x: false, y: false, setScale: false },
  points: { show: false },
})

interface PlotShape {
  width: number
  height: number
  colors: ChartColors
  /** Only the lowest plot shows the time axis. */
  showTimeAxis: boolean
  syncKey: string
  plugins: uPlot.Plugin[]
}

export function pricePlotOptions(
  shape: PlotShape,
  chartType: ChartType,
  overlays: readonly IndicatorLine[],
): uPlot.Options {
  const { colors } = shape
  const close: uPlot.Series =
    chartType === 'line'
      ? { label: 'Close', stroke: colors.line, width: 1.5, points: { show: false } }
      : { label: 'Close', ...hidden }
  return {
    width: shape.width,
    height: shape.height,
    tzDate: utc,
    legend: { show: false },
    cursor: cursor(shape.syncKey),
    plugins: shape.plugins,
    scales: {
      x: { time: true },
      // Volume bars fill the lowest quarter of the plot.
      vol: { range: (_u, _min, max) => [0, Math.max(max, 1e-9) * 4] },
    },
    series: [
      {},
      { label: 'Open', ...hidden },
      { label: 'High', ...hidden },
      { label: 'Low', ...hidden },
      close,
      { label: 'Volume', scale: 'vol', ...hidden },
      ...overlays.map((line) => lineSeries(line, colors)),
    ],
    axes: [timeAxis(colors, shape.showTimeAxis), valueAxis(colors)],
  }
}

/** RSI's overbought and oversold levels, drawn as guides across its pane. */
const RSI_GUIDES = [30, 70]

function rsiGuides(colors: ChartColors): uPlot.Plugin {
  return {
    hooks: {
      drawAxes: (u: uPlot) => {
        const { left, width } = u.bbox
        const ctx = u.ctx
        ctx.save()
        ctx.strokeStyle = colors.guide
        ctx.setLineDash([4, 4])
        for (const level of RSI_GUIDES) {
          const y = Math.round(u.valToPos(level, 'y', true)) + 0.5
          ctx.beginPath()
          ctx.moveTo(left, y)
          ctx.lineTo(left + width, y)
          ctx.stroke()
        }
        ctx.restore()
      },
    },
  }
}

export function panePlotOptions(shape: PlotShape, indicator: PaneIndicator): uPlot.Options {
  const { colors } = shape
  const y: uPlot.Scale = indicator === 'RSI' ? { range: [0, 100] } : {}
  return {
    width: shape.width,
    height: shape.height,
    tzDate: utc,
    legend: { show: false },
    cursor: cursor(shape.syncKey),
    plugins: indicator === 'RSI' ? [...shape.plugins, rsiGuides(colors)] : shape.plugins,
    scales: { x: { time: true }, y },
    series: [{}, ...PANE_LINES[indicator].map((line) => lineSeries(line, colors))],
    axes: [timeAxis(colors, shape.showTimeAxis), valueAxis(colors)],
  }
}
