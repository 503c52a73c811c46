/**
 * Indicator lines computed from the candle columns. A chart's lines depend only on which
 * indicators are on (that shapes the uPlot series); their values are recomputed from the
 * columns whenever the candles change, at most once per frame.
 */
import type { Timeframe } from '../../../protocol/index.ts'
import {
  bollinger,
  ema,
  macd,
  rsi,
  sma,
  vwap,
  type Series,
} from '../../../protocol/indicators/index.ts'
import type { ColumnarCandles } from '../../../workers/engine/api.ts'
import type { OverlayIndicator, PaneIndicator } from './types.ts'

/** Colours are CSS custom properties of the chart (trading-chart.css), read when it is built. */
export type LineColor =
  'sma' | 'ema' | 'bands' | 'vwap' | 'rsi' | 'macd' | 'signal' | 'histogramUp' | 'histogramDown'

export interface IndicatorLine {
  label: string
  color: LineColor
  /** Drawn as bars from zero (the MACD histogram) instead of a line. */
  bars?: boolean
  /** Dashed: the Bollinger middle band is the SMA 20, and must not hide it. */
  dashed?: boolean
}

export const OVERLAY_LINES: Record<OverlayIndicator, IndicatorLine[]> = {
  SMA: [{ label: 'SMA 20', color: 'sma' }],
  EMA: [{ label: 'EMA 50', color: 'ema' }],
  BB: [
    { label: 'BB upper', color: 'bands' },
    { label: 'BB middle', color: 'bands', dashed: true },
    { label: 'BB lower', color: 'bands' },
  ],
  VWAP: [{ label: 'VWAP', color: 'vwap' }],
}

export const PANE_LINES: Record<PaneIndicator, IndicatorLine[]> = {
  RSI: [{ label: 'RSI 14', color: 'rsi' }],
  MACD: [
    { label: 'MACD', color: 'macd' },
    { label: 'Signal', color: 'signal' },
    { label: 'Histogram up', color: 'histogramUp', bars: true },
    { label: 'Histogram down', color: 'histogramDown', bars: true },
  ],
}

const DAY_SECONDS = 86_400

/**
 * The VWAP of an intraday chart starts again each UTC day (the usual session for markets that
 * never close); on daily candles a daily reset would make it the typical price, so it runs on.
 */
function sessionVwap(candles: ColumnarCandles, timeframe: Timeframe): Series {
  const [times, , highs, lows, closes, volumes] = candles
  if (timeframe === '1d') return vwap(highs, lows, closes, volumes)
  return vwap(highs, lows, closes, volumes, (i) => Math.floor((times[i] ?? 0) / DAY_SECONDS))
}

export function overlayValues(
  indicator: OverlayIndicator,
  candles: ColumnarCandles,
  timeframe: Timeframe,
): Series[] {
  const closes = candles[4]
  switch (indicator) {
    case 'SMA':
      return [sma(closes, 20)]
    case 'EMA':
      return [ema(closes, 50)]
    case 'BB': {
      const bands = bollinger(closes, 20, 2)
      return [bands.upper, bands.middle, bands.lower]
    }
    case 'VWAP':
      return [sessionVwap(candles, timeframe)]
  }
}

export function paneValues(indicator: PaneIndicator, candles: ColumnarCandles): Series[] {
  const closes = candles[4]
  if (indicator === 'RSI') return [rsi(closes, 14)]
  const result = macd(closes, 12, 26, 9)
  const up = result.histogram.map((v) => (v !== null && v >= 0 ? v : null))
  const down = result.histogram.map((v) => (v !== null && v < 0 ? v : null))
  return [result.macd, result.signal, up, down]
}
