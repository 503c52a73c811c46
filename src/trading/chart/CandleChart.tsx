import 'uplot/dist/uPlot.min.css'
import '../../styles/trading-chart.css'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Timeframe } from '../../../protocol/index.ts'
import type { ColumnarCandles } from '../../../workers/engine/api.ts'
import { getBridge } from '../../bridge/connection.ts'
import {
  createChartController,
  type ChartController,
  type ChartSettings,
} from './chart-controller.ts'
import { ChartAlert } from './ChartAlert.tsx'
import { describeChart } from './chart-label.ts'
import { ChartStatus } from './ChartStatus.tsx'
import { chartIndicators, type ChartType, type PriceLine } from './types.ts'
import { useCandleFeed } from './use-candle-feed.ts'

export interface CandleChartProps {
  symbol: string
  timeframe: Timeframe
  /** SMA, EMA, BB and VWAP are drawn over the prices; RSI and MACD get panes below. */
  indicators: string[]
  chartType: ChartType
  lines?: PriceLine[]
  /** A draggable line was dropped at `price` (unrounded: the caller rounds it to its tick). */
  onLineDrag?: (id: string, price: number) => void
  /** Total height in CSS pixels, indicator panes included. */
  height?: number
  /** What the chart is called to a screen reader; the symbol by default. */
  label?: string
  /** Offers "Set alert at this price" (on by default). */
  alerts?: boolean
}

const NO_LINES: PriceLine[] = []

/**
 * A live candle chart. React renders the frame and the states (loading, error, empty, offline);
 * the plot itself is drawn by a controller that takes every live candle without a re-render.
 */
export function CandleChart({
  symbol,
  timeframe,
  indicators,
  chartType,
  lines = NO_LINES,
  onLineDrag,
  height = 360,
  label,
  alerts = true,
}: CandleChartProps) {
  const { t } = useTranslation()
  const pointed = useRef<number | null>(null)
  const plotRef = useRef<HTMLDivElement>(null)
  const controller = useRef<ChartController | null>(null)
  const hintId = useId()
  const indicatorKey = chartIndicators(indicators).join(',')
  const settings = useMemo<ChartSettings>(
    () => ({
      name: label ?? symbol,
      timeframe,
      chartType,
      indicators: chartIndicators(indicatorKey.split(',')),
      height,
    }),
    [label, symbol, timeframe, chartType, indicatorKey, height],
  )
  const latest = useRef({ settings, symbol, timeframe, onLineDrag })

  useEffect(() => {
    latest.current = { settings, symbol, timeframe, onLineDrag }
    controller.current?.configure(settings)
  }, [settings, symbol, timeframe, onLineDrag])

  useEffect(() => {
    const plotEl = plotRef.current
    if (!plotEl) return
    const chart = createChartController(
      {
        plotEl,
        loadOlder: async (beforeMs): Promise<ColumnarCandles | null> => {
          const source = latest.current
          try {
            const result = await getBridge().getOlderCandles(
              source.symbol,
              source.timeframe,
              beforeMs,
            )
            return result.ok ? result.value : null
          } catch {
            return null
          }
        },
        onLineDrag: (id, price) => latest.current.onLineDrag?.(id, price),
      },
      latest.current.settings,
    )
    controller.current = chart
    const resizer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width
      if (width !== undefined) chart.resize(Math.floor(width))
    })
    resizer.observe(plotEl)
    return () => {
      resizer.disconnect()
      chart.destroy()
      controller.current = null
    }
  }, [])

  useEffect(() => controller.current?.setLines(lines), [lines])

  const { status, retry } = useCandleFeed(symbol, timeframe, controller)
  useEffect(() => {
    pointed.current = null
  }, [symbol])

  return (
    <div className="trading-chart" style={{ height }} data-testid="candle-chart">
      <div
        ref={plotRef}
        className="trading-chart-plot"
        role="img"
        tabIndex={0}
        aria-label={describeChart({ ...settings, lastClose: null })}
        aria-describedby={hintId}
        onPointerMove={(e) => {
          const price = controller.current?.priceAt(e.clientY)
          if (price !== null && price !== undefined) pointed.current = price
        }}
      />
      <p id={hintId} className="visually-hidden">
        {t('marketView.chart.hint')}
      </p>
      {alerts && <ChartAlert symbol={symbol} pointedPrice={() => pointed.current} />}
      <ChartStatus status={status} name={settings.name} timeframe={timeframe} onRetry={retry} />
    </div>
  )
}
