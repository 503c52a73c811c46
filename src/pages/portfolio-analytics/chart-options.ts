/** uPlot options of the page's line charts: UTC days on x, one value axis, no built-in legend. */
import uPlot from 'uplot'
import { cssColors, themedAxis } from '../../lib/chart-theme.ts'

export interface LineSpec {
  label: string
  /** CSS custom property of the stroke, e.g. `--primary`. */
  colour: string
  /** CSS custom property of an area fill down to zero, if any. */
  fill?: string
}

/** Reads one of the theme's colours: canvas drawing cannot use `var(--up)`. */
export const cssColour = (el: Element, name: string, fallback: string): string =>
  cssColors(el)(name, fallback)

/** SPEC §9's date style (year-month-day), in UTC whatever the browser's zone. */
const TIME_LABELS: uPlot.Axis.Values = [
  [365 * 86_400, '{YYYY}', null, null, null, null, null, null, 1],
  [28 * 86_400, '{YYYY}-{MM}', null, null, null, null, null, null, 1],
  [86_400, '{MM}-{DD}', '\n{YYYY}', null, null, null, null, null, 1],
]

export function lineChartOptions(input: {
  el: Element
  width: number
  height: number
  lines: readonly LineSpec[]
  value: (v: number) => string
}): uPlot.Options {
  const { el, width, height, lines, value } = input
  const text = cssColour(el, '--text-muted', '#8b93a7')
  const grid = cssColour(el, '--border', '#252c3a')
  const axis = themedAxis(text, grid)
  return {
    width,
    height,
    tzDate: (s) => uPlot.tzDate(new Date(s * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { show: false } },
    // uPlot rounds the value range out to whole ticks; a tight range fills the panel instead.
    scales: {
      x: { time: true },
      y: {
        range: (_u, min, max): uPlot.Range.MinMax => {
          // No value at all (a window not yet full): any range will do.
          if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1]
          const pad = (max - min) * 0.05 || 1
          return [min - pad, max + pad]
        },
      },
    },
    axes: [
      { ...axis, values: TIME_LABELS, space: 70 },
      { ...axis, size: 56, values: (_u, splits) => splits.map(value) },
    ],
    series: [
      {},
      ...lines.map((l): uPlot.Series => ({
        label: l.label,
        stroke: cssColour(el, l.colour, '#6366f1'),
        width: 1.5,
        points: { show: false },
        spanGaps: false,
        ...(l.fill ? { fill: cssColour(el, l.fill, 'transparent') } : {}),
      })),
    ],
  }
}
