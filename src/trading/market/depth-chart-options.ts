/** uPlot options of the depth chart: two stepped areas, bids green and asks red, mid-centred. */
import uPlot from 'uplot'
import { formatPrice } from '../../lib/format.ts'
import { cssColors, themedAxis } from '../../lib/chart-theme.ts'
import { localFormat } from '../../lib/number-locale.ts'
import { symmetricRange } from './depth-series.ts'

export interface DepthColors {
  bid: string
  bidFill: string
  ask: string
  askFill: string
  axis: string
  grid: string
}

/** The theme's colours (canvas needs real values, not var() references). */
export function themeColors(el: Element): DepthColors {
  const read = cssColors(el)
  return {
    bid: read('--up', '#22c55e'),
    bidFill: read('--up-soft', 'rgb(34 197 94 / 0.18)'),
    ask: read('--down', '#ef4444'),
    askFill: read('--down-soft', 'rgb(239 68 68 / 0.18)'),
    axis: read('--text-muted', '#8b93a7'),
    grid: read('--border', '#252c3a'),
  }
}

const compact = (): Intl.NumberFormat =>
  localFormat('compact2', { notation: 'compact', maximumFractionDigits: 2 })

function drawMidLine(u: uPlot, mid: number, color: string): void {
  if (!(mid > 0)) return
  const x = Math.round(u.valToPos(mid, 'x', true))
  const { top, height } = u.bbox
  const ctx = u.ctx
  ctx.save()
  ctx.strokeStyle = color
  ctx.lineWidth = uPlot.pxRatio
  ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio])
  ctx.beginPath()
  ctx.moveTo(x, top)
  ctx.lineTo(x, top + height)
  ctx.stroke()
  ctx.restore()
}

export interface DepthOptionsInput {
  width: number
  height: number
  colors: DepthColors
  /** The mid price of the book on screen, read at each redraw. */
  mid: () => number
  /** The series' names in the trader's language. */
  names: { bids: string; asks: string }
}

export function depthOptions({
  width,
  height,
  colors,
  mid,
  names,
}: DepthOptionsInput): uPlot.Options {
  const stepped = uPlot.paths.stepped
  // Bid depth at a price counts the bids at or above it (the next point's value), ask depth the
  // asks at or below it (this point's value until the next).
  const steps = (align: -1 | 1) => (stepped ? { paths: stepped({ align }) } : {})
  const axis = themedAxis(colors.axis, colors.grid)
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: (_u, min, max) => symmetricRange(mid(), min, max) },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] },
    },
    axes: [
      { ...axis, space: 90, values: (_u, splits) => splits.map((v) => formatPrice(v)) },
      { ...axis, size: 52, values: (_u, splits) => splits.map((v) => compact().format(v)) },
    ],
    series: [
      {},
      {
        label: names.bids,
        stroke: colors.bid,
        fill: colors.bidFill,
        width: 1.5,
        points: { show: false },
        ...steps(-1),
      },
      {
        label: names.asks,
        stroke: colors.ask,
        fill: colors.askFill,
        width: 1.5,
        points: { show: false },
        ...steps(1),
      },
    ],
    hooks: { draw: [(u) => drawMidLine(u, mid(), colors.axis)] },
  }
}
