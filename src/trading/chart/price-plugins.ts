/** The price plot's own drawing: candles and volume under the series, price lines over them. */
import uPlot from 'uplot'
import { candlestickPlugin } from './candlestick-plugin.ts'
import type { ChartColors } from './chart-colors.ts'
import { drawPriceLines } from './price-lines.ts'
import type { ChartType, PriceLine } from './types.ts'

export interface PricePlotState {
  chartType(): ChartType
  lines(): readonly PriceLine[]
  /** Lines being dragged, at the price they are drawn at meanwhile. */
  moved(): ReadonlyMap<string, number>
  /**
   * The price scale held still while a line is dragged (null: fitted to the data): the price under
   * the pointer must not change because a live candle widened the scale mid-drag.
   */
  heldScale(): readonly [number, number] | null
}

/** uPlot's own fit of a price scale: 10 % padding, rounded to nice values. */
const fitted = (min: number | null, max: number | null): uPlot.Range.MinMax =>
  min === null || max === null ? [null, null] : uPlot.rangeNum(min, max, 0.1, true)

export function pricePlugins(colors: ChartColors, state: PricePlotState): uPlot.Plugin[] {
  const candles = candlestickPlugin(() => ({
    candles: state.chartType() === 'candlestick',
    up: colors.up,
    down: colors.down,
    volumeUp: colors.volumeUp,
    volumeDown: colors.volumeDown,
  }))
  const lineStyle = { colors: colors.priceLines, labelText: colors.labelText }
  const lines: uPlot.Plugin = {
    hooks: { draw: (u: uPlot) => drawPriceLines(u, state.lines(), state.moved(), lineStyle) },
  }
  const held: uPlot.Plugin = {
    opts: (_u, opts) => ({
      ...opts,
      scales: {
        ...opts.scales,
        y: {
          ...opts.scales?.y,
          range: (_self: uPlot, min: number | null, max: number | null) => {
            const still = state.heldScale()
            return still ? [still[0], still[1]] : fitted(min, max)
          },
        },
      },
    }),
    hooks: {},
  }
  return [held, candles, lines, scaleMarks]
}

/**
 * The price scale and the number of candles loaded, on the plot's root element: what the canvas
 * shows made readable to tests and tools (where a price is on screen, whether history loaded).
 */
const scaleMarks: uPlot.Plugin = {
  hooks: {
    draw: (u: uPlot) => {
      const { min, max } = u.scales.y ?? {}
      if (min !== undefined && max !== undefined) {
        u.root.dataset.yMin = String(min)
        u.root.dataset.yMax = String(max)
      }
      u.root.dataset.candles = String(u.data[0].length)
    },
  },
}
