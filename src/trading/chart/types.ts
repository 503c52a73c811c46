/** What a candle chart shows and the lines drawn on it. */
import type { Timeframe } from '../../../protocol/index.ts'

export type ChartType = 'candlestick' | 'line'
export const CHART_TYPES: readonly ChartType[] = ['candlestick', 'line']

/** Drawn over the prices. */
export const OVERLAY_INDICATORS = ['SMA', 'EMA', 'BB', 'VWAP'] as const
/** Drawn in a pane of their own under the prices. */
export const PANE_INDICATORS = ['RSI', 'MACD'] as const
export const CHART_INDICATORS = [...OVERLAY_INDICATORS, ...PANE_INDICATORS] as const

export type OverlayIndicator = (typeof OVERLAY_INDICATORS)[number]
export type PaneIndicator = (typeof PANE_INDICATORS)[number]
export type ChartIndicator = (typeof CHART_INDICATORS)[number]

export const isChartIndicator = (value: unknown): value is ChartIndicator =>
  (CHART_INDICATORS as readonly unknown[]).includes(value)

/** The known indicators among `names`, once each, in the menu's order. */
export const chartIndicators = (names: readonly string[]): ChartIndicator[] =>
  CHART_INDICATORS.filter((name) => names.includes(name))

export const INDICATOR_LABELS: Record<ChartIndicator, string> = {
  SMA: 'SMA 20',
  EMA: 'EMA 50',
  BB: 'Bollinger bands 20, 2',
  VWAP: 'VWAP',
  RSI: 'RSI 14',
  MACD: 'MACD 12, 26, 9',
}

/** One candle's length in seconds (the chart's time axis is in seconds, as uPlot expects). */
export const TIMEFRAME_SECONDS: Record<Timeframe, number> = {
  '1m': 60,
  '5m': 300,
  '1h': 3600,
  '1d': 86_400,
}

export type PriceLineKind = 'order-buy' | 'order-sell' | 'position' | 'liquidation'

/** A horizontal line at a price: an open order, a position's entry, a liquidation price. */
export interface PriceLine {
  id: string
  price: number
  label: string
  kind: PriceLineKind
  /** A trader may drag it to a new price (an order's limit); the chart reports where it ends. */
  draggable: boolean
}
