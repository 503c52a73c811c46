/** uPlot options shared by the page's charts: numeric x, a themed axis pair, no legend. */
import type uPlot from 'uplot'
import { cssColors, themedAxis } from '../../lib/chart-theme.ts'

export interface SeriesSpec {
  label: string
  /** CSS custom property of the colour. */
  colour: string
  /** Points only (bid/ask IV), no line. */
  points?: boolean
  dash?: number[]
}

export const SERIES_COLOURS = ['--primary', '--info', '--up', '--warn', '--down', '--text-muted']

export function xyChartOptions(input: {
  el: Element
  width: number
  height: number
  series: readonly SeriesSpec[]
  x: (v: number) => string
  y: (v: number) => string
}): uPlot.Options {
  const colour = cssColors(input.el)
  const axis = themedAxis(colour('--text-muted', '#8b93a7'), colour('--border', '#252c3a'))
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { show: false } },
    scales: { x: { time: false } },
    axes: [
      { ...axis, values: (_u, splits) => splits.map(input.x), space: 70 },
      { ...axis, size: 64, values: (_u, splits) => splits.map(input.y) },
    ],
    series: [
      {},
      ...input.series.map((s): uPlot.Series => ({
        label: s.label,
        stroke: colour(s.colour, '#6366f1'),
        width: s.points ? 0 : 1.75,
        spanGaps: true,
        ...(s.dash ? { dash: s.dash } : {}),
        ...(s.points
          ? {
              paths: () => null,
              points: { show: true, size: 6, fill: colour(s.colour, '#6366f1') },
            }
          : { points: { show: false } }),
      })),
    ],
  }
}
