/** uPlot options of the equity curve: equity solid, net deposits dashed, money on the y axis. */
import type uPlot from 'uplot'
import { cssColors, themedAxis } from '../../lib/chart-theme.ts'
import { localFormat } from '../../lib/number-locale.ts'

export interface CurveColors {
  equity: string
  deposits: string
  axis: string
  grid: string
}

/** The theme's colours (canvas needs real values, not var() references). */
export function curveColors(el: Element): CurveColors {
  const read = cssColors(el)
  return {
    equity: read('--primary', '#6366f1'),
    deposits: read('--text-muted', '#8b93a7'),
    axis: read('--text-muted', '#8b93a7'),
    grid: read('--border', '#252c3a'),
  }
}

const compactMoney = (): Intl.NumberFormat =>
  localFormat('compact-money', { notation: 'compact', maximumFractionDigits: 1 })

export function curveOptions(input: {
  width: number
  height: number
  colors: CurveColors
  names: { equity: string; deposits: string }
  withDeposits: boolean
}): uPlot.Options {
  const { width, height, colors, names, withDeposits } = input
  const axis = themedAxis(colors.axis, colors.grid)
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    axes: [
      axis,
      {
        ...axis,
        size: 56,
        values: (_u, ticks) => ticks.map((v) => compactMoney().format(v)),
      },
    ],
    series: [
      {},
      { label: names.equity, stroke: colors.equity, width: 2 },
      ...(withDeposits
        ? [{ label: names.deposits, stroke: colors.deposits, width: 1.5, dash: [6, 4] }]
        : []),
    ],
  }
}
