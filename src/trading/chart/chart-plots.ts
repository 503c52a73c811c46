/**
 * The uPlot instances of one chart: the price plot, then one pane per lower indicator, stacked in
 * `root`. They are rebuilt when the chart type or indicators change; data and the visible window
 * are pushed into all of them together.
 */
import uPlot from 'uplot'
import type { Timeframe } from '../../../protocol/index.ts'
import type { ColumnarCandles } from '../../../workers/engine/api.ts'
import type { ChartColors } from './chart-colors.ts'
import {
  MIN_MAIN_HEIGHT_PX,
  PANE_HEIGHT_PX,
  panePlotOptions,
  pricePlotOptions,
} from './chart-options.ts'
import { OVERLAY_LINES, overlayValues, paneValues } from './indicator-series.ts'
import type { ChartType, OverlayIndicator, PaneIndicator } from './types.ts'
import type { TimeWindow } from './view.ts'

export interface PlotsConfig {
  chartType: ChartType
  overlays: readonly OverlayIndicator[]
  panes: readonly PaneIndicator[]
  timeframe: Timeframe
  width: number
  height: number
  colors: ChartColors
}

export interface Plots {
  readonly price: uPlot
  /** Draws the price plot again from its cached paths (a dragged price line moved). */
  redrawPrice(): void
  setData(candles: ColumnarCandles, window: TimeWindow | null): void
  setWindow(window: TimeWindow): void
  resize(width: number): void
  destroy(): void
}

let nextSyncKey = 1

export function plotHeights(total: number, panes: number): { price: number; pane: number } {
  return {
    price: Math.max(MIN_MAIN_HEIGHT_PX, total - panes * PANE_HEIGHT_PX),
    pane: PANE_HEIGHT_PX,
  }
}

export function createPlots(
  root: HTMLElement,
  config: PlotsConfig,
  pricePlugins: uPlot.Plugin[],
): Plots {
  const syncKey = `chart-${nextSyncKey++}`
  const heights = plotHeights(config.height, config.panes.length)
  const shape = (height: number, showTimeAxis: boolean, plugins: uPlot.Plugin[]) => ({
    width: config.width,
    height,
    colors: config.colors,
    showTimeAxis,
    syncKey,
    plugins,
  })
  const overlayLines = config.overlays.flatMap((o) => OVERLAY_LINES[o])
  const price = new uPlot(
    pricePlotOptions(
      shape(heights.price, config.panes.length === 0, pricePlugins),
      config.chartType,
      overlayLines,
    ),
    undefined,
    root,
  )
  const panes = config.panes.map(
    (indicator, i) =>
      new uPlot(
        panePlotOptions(shape(heights.pane, i === config.panes.length - 1, []), indicator),
        undefined,
        root,
      ),
  )
  const all = [price, ...panes]

  function apply(u: uPlot, data: uPlot.AlignedData, window: TimeWindow | null) {
    u.batch(() => {
      u.setData(data, window === null)
      if (window) u.setScale('x', window)
    })
  }

  return {
    price,
    redrawPrice: () => price.redraw(false, false),
    setData(candles, window) {
      const times = candles[0]
      const overlays = config.overlays.flatMap((o) => overlayValues(o, candles, config.timeframe))
      apply(price, [...candles, ...overlays] as uPlot.AlignedData, window)
      config.panes.forEach((indicator, i) => {
        const pane = panes[i]
        if (pane) apply(pane, [times, ...paneValues(indicator, candles)], window)
      })
    },
    setWindow(window) {
      for (const u of all) u.setScale('x', window)
    },
    resize(width) {
      all.forEach((u, i) => u.setSize({ width, height: i === 0 ? heights.price : heights.pane }))
    },
    destroy() {
      for (const u of all) u.destroy()
    },
  }
}
