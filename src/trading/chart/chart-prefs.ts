/**
 * A chart's remembered choices (symbol, timeframe, type, indicators) and a charts grid's layout,
 * checked when read back from storage: a hand-edited or older entry falls back field by field to
 * the defaults of SPEC §9 (1h, candlestick, SMA and RSI) instead of reaching the engine.
 */
import { DEFAULT_SETTINGS } from '../../../protocol/constants.ts'
import type { Timeframe } from '../../../protocol/index.ts'
import {
  CHART_TYPES,
  chartIndicators,
  TIMEFRAME_SECONDS,
  type ChartIndicator,
  type ChartType,
} from './types.ts'

export interface ChartPrefs {
  symbol: string
  timeframe: Timeframe
  chartType: ChartType
  indicators: ChartIndicator[]
}

const SYMBOL_FORMAT = /^[A-Z0-9]{1,12}-[A-Z]{2,6}$/

export const isSymbol = (value: unknown): value is string =>
  typeof value === 'string' && SYMBOL_FORMAT.test(value)

const isTimeframe = (value: unknown): value is Timeframe =>
  typeof value === 'string' && Object.hasOwn(TIMEFRAME_SECONDS, value)

const isChartType = (value: unknown): value is ChartType =>
  (CHART_TYPES as readonly unknown[]).includes(value)

export function defaultChartPrefs(symbol: string): ChartPrefs {
  const chart = DEFAULT_SETTINGS.chart
  return {
    symbol,
    timeframe: chart.timeframe,
    chartType: chart.type,
    indicators: chartIndicators(chart.indicators),
  }
}

export function parseChartPrefs(value: unknown, fallbackSymbol: string): ChartPrefs {
  const defaults = defaultChartPrefs(fallbackSymbol)
  if (typeof value !== 'object' || value === null) return defaults
  const v = value as Partial<Record<keyof ChartPrefs, unknown>>
  return {
    symbol: isSymbol(v.symbol) ? v.symbol : defaults.symbol,
    timeframe: isTimeframe(v.timeframe) ? v.timeframe : defaults.timeframe,
    chartType: isChartType(v.chartType) ? v.chartType : defaults.chartType,
    indicators: Array.isArray(v.indicators)
      ? chartIndicators(v.indicators.filter((i): i is string => typeof i === 'string'))
      : defaults.indicators,
  }
}

export const CHART_LAYOUTS = [1, 2, 4] as const
export type ChartLayout = (typeof CHART_LAYOUTS)[number]

export const parseChartLayout = (value: unknown): ChartLayout =>
  (CHART_LAYOUTS as readonly unknown[]).includes(value) ? (value as ChartLayout) : 1

/** One entry per chart slot of the largest layout, each checked, defaults where missing. */
export function parseChartSlots(value: unknown, defaultSymbols: readonly string[]): ChartPrefs[] {
  const list = Array.isArray(value) ? (value as unknown[]) : []
  const slots = Math.max(...CHART_LAYOUTS)
  return Array.from({ length: slots }, (_, i) =>
    parseChartPrefs(list[i], defaultSymbols[i % Math.max(defaultSymbols.length, 1)] ?? 'BTC-USD'),
  )
}
