/**
 * One chart's imperative core, outside React: it owns the candle columns, the visible time
 * window and the uPlot instances. Live candles change the columns in place and mark them dirty;
 * at most once per animation frame the indicators are recomputed and the plots get one setData.
 * Reaching the first loaded candle asks for older history, which is put in front without moving
 * the view.
 */
import type { Candle } from '../../../protocol/index.ts'
import type { ColumnarCandles } from '../../../workers/engine/api.ts'
import {
  applyLastCandle,
  candleCount,
  emptyCandles,
  lastClose,
  mergeSnapshot,
  prependCandles,
} from './candle-data.ts'
import { readChartColors } from './chart-colors.ts'
import { attachInteractions } from './chart-interactions.ts'
import { describeChart } from './chart-label.ts'
import { createPlots, type Plots } from './chart-plots.ts'
import { createOlderHistory } from './older-history.ts'
import { PriceLineDrags } from './price-line-drags.ts'
import { pricePlugins } from './price-plugins.ts'
import { OVERLAY_INDICATORS, PANE_INDICATORS, TIMEFRAME_SECONDS, type PriceLine } from './types.ts'
import type { ChartDescription } from './chart-label.ts'
import {
  clampWindow,
  followLatest,
  followsLatest,
  initialWindow,
  nearFirstCandle,
  panWindow,
  zoomWindow,
  type CandleBounds,
  type TimeWindow,
} from './view.ts'

export interface ChartSettings extends Omit<ChartDescription, 'lastClose'> {
  height: number
}

export interface ChartControllerDeps {
  /** Holds the plots and takes pointer, wheel and keys; its aria-label describes the chart. */
  plotEl: HTMLElement
  /** Candles before `beforeMs`; an empty result means there are none, null that the call failed. */
  loadOlder(beforeMs: number): Promise<ColumnarCandles | null>
  onLineDrag(id: string, price: number): void
}

const LABEL_EVERY_MS = 1000

export function createChartController(deps: ChartControllerDeps, initial: ChartSettings) {
  const { plotEl } = deps
  let settings = initial
  let candles = emptyCandles()
  let view: TimeWindow | null = null
  let lines: readonly PriceLine[] = []
  let plots: Plots | null = null
  let frame: number | null = null
  let dataDirty = false
  let viewDirty = false
  let linesDirty = false
  /** The label follows the last close at most once a second, but a new snapshot at once. */
  let labelDirty = false
  let labelAt = 0
  /** A window set before the first snapshot only framed live candles: the snapshot re-frames. */
  let framed = false
  const older = createOlderHistory({
    load: (beforeMs) => deps.loadOlder(beforeMs),
    prepend: (result) => {
      const added = prependCandles(candles, result)
      if (added > 0) draw('data')
      return added
    },
  })
  const drags = new PriceLineDrags(() => draw('lines'))
  /** The price scale while the trader drags a line: as it was when they grabbed it. */
  let heldScale: readonly [number, number] | null = null

  const bounds = (): CandleBounds => ({
    first: candles[0][0] ?? 0,
    last: candles[0].at(-1) ?? 0,
    step: TIMEFRAME_SECONDS[settings.timeframe],
  })

  function draw(what: 'data' | 'view' | 'lines') {
    if (what === 'data') dataDirty = true
    else if (what === 'view') viewDirty = true
    else linesDirty = true
    frame ??= requestAnimationFrame(flush)
  }

  function flush() {
    frame = null
    if (plots && dataDirty) plots.setData(candles, view)
    else if (plots && viewDirty && view) plots.setWindow(view)
    else if (plots && linesDirty) plots.redrawPrice()
    if (labelDirty || (dataDirty && performance.now() - labelAt > LABEL_EVERY_MS)) describe()
    dataDirty = viewDirty = linesDirty = labelDirty = false
    loadOlderIfNeeded()
  }

  function describe() {
    labelAt = performance.now()
    plotEl.setAttribute('aria-label', describeChart({ ...settings, lastClose: lastClose(candles) }))
  }

  function loadOlderIfNeeded() {
    if (!framed || !view || candleCount(candles) === 0) return
    if (nearFirstCandle(view, bounds())) older.request(bounds().first)
  }

  function setWindow(next: TimeWindow) {
    if (candleCount(candles) === 0) return
    view = clampWindow(next, bounds())
    draw('view')
  }

  function build() {
    plots?.destroy()
    const colors = readChartColors(plotEl)
    const plugins = pricePlugins(colors, {
      chartType: () => settings.chartType,
      lines: () => lines,
      moved: () => drags.moved,
      heldScale: () => heldScale,
    })
    const shown = (i: string) => settings.indicators.some((name) => name === i)
    plots = createPlots(
      plotEl,
      {
        chartType: settings.chartType,
        overlays: OVERLAY_INDICATORS.filter(shown),
        panes: PANE_INDICATORS.filter(shown),
        timeframe: settings.timeframe,
        width: Math.max(plotEl.clientWidth, 1),
        height: settings.height,
        colors,
      },
      plugins,
    )
    draw('data')
  }

  const detach = attachInteractions(plotEl, {
    pricePlot: () => plots?.price ?? null,
    view: () => view,
    lines: () => lines,
    pan: (seconds) => view && setWindow(panWindow(view, seconds, bounds())),
    zoom: (factor, anchor) => view && setWindow(zoomWindow(view, factor, anchor, bounds())),
    showLatest: () => candleCount(candles) > 0 && setWindow(initialWindow(bounds())),
    showOldest: () => view && setWindow(panWindow(view, bounds().first - view.min, bounds())),
    moveLine: (id, price) => drags.move(id, price, lines),
    dropLine: (id, price) => {
      drags.drop(id, price)
      deps.onLineDrag(id, price)
    },
    holdPriceScale: (hold) => {
      const y = plots?.price.scales.y
      heldScale = hold && y?.min != null && y.max != null ? [y.min, y.max] : null
      if (!hold) draw('data')
    },
  })

  build()
  describe()

  return {
    /** New settings: the plots are rebuilt only when what they draw changed. */
    configure(next: ChartSettings) {
      const rebuild =
        next.chartType !== settings.chartType ||
        next.height !== settings.height ||
        next.timeframe !== settings.timeframe ||
        next.indicators.join() !== settings.indicators.join()
      settings = next
      if (rebuild) build()
      describe()
    },
    /** Another symbol or timeframe: forget the candles (and any history request in flight). */
    reset() {
      older.reset()
      candles = emptyCandles()
      view = null
      framed = false
      draw('data')
    },
    setSnapshot(snapshot: ColumnarCandles) {
      candles = mergeSnapshot(candles, snapshot)
      if (candleCount(candles) > 0) {
        view = framed && view ? clampWindow(view, bounds()) : initialWindow(bounds())
        framed = true
      }
      labelDirty = true
      draw('data')
    },
    applyLast(candle: Candle) {
      const following = view !== null && followsLatest(view, bounds())
      const change = applyLastCandle(candles, candle)
      if (change === 'ignored') return
      if (view === null) view = initialWindow(bounds())
      else if (change === 'appended' && following) view = followLatest(view, bounds())
      draw('data')
    },
    setLines(next: readonly PriceLine[]) {
      lines = next
      drags.settle(next)
      draw('lines')
    },
    /** The price at a pointer's height over the price plot, or null when it is not over it. */
    priceAt(clientY: number): number | null {
      const u = plots?.price
      if (!u) return null
      const rect = u.over.getBoundingClientRect()
      const y = clientY - rect.top
      if (rect.height === 0 || y < 0 || y > rect.height) return null
      const price = u.posToVal(y, 'y')
      return Number.isFinite(price) && price > 0 ? price : null
    },
    resize(width: number) {
      if (width > 0) plots?.resize(width)
    },
    destroy() {
      older.reset()
      if (frame !== null) cancelAnimationFrame(frame)
      detach()
      drags.dispose()
      plots?.destroy()
      plots = null
    },
  }
}

export type ChartController = ReturnType<typeof createChartController>
