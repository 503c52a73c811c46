import type { IndicatorSpec, PriceField } from './config.ts'
import type { Bars, IndicatorTable, ResolvedConfig } from './engine-types.ts'
import { INDICATOR_DEFAULTS, numberOf } from './params.ts'
import { bollingerColumns, emaColumn, extremeColumn, rsiColumn, smaColumn } from './columns.ts'

/**
 * Indicators as whole columns (Float64Array, NaN while warming up), each O(n): the backtest
 * computes a series once and then only reads it. The definitions are those of
 * protocol/indicators/* (the chart's), which test/protocol/strategies checks to 1e-12.
 */

function sourceOf(bars: Bars, field: PriceField): Float64Array {
  return bars[field]
}

function nanColumn(n: number): Float64Array {
  return new Float64Array(n).fill(Number.NaN)
}

/** Wilder's ATR as TA-Lib computes it: first reading at `period`, the mean of TR[1..period]. */
function atrColumn(bars: Bars, period: number): Float64Array {
  const n = bars.close.length
  const out = nanColumn(n)
  if (n <= period) return out
  const tr = (i: number) => {
    const h = bars.high[i] ?? 0
    const l = bars.low[i] ?? 0
    const c = bars.close[i - 1] ?? 0
    return Math.max(h - l, Math.abs(h - c), Math.abs(l - c))
  }
  let sum = 0
  for (let i = 1; i <= period; i++) sum += tr(i)
  let atr = sum / period
  out[period] = atr
  for (let i = period + 1; i < n; i++) {
    atr = (atr * (period - 1) + tr(i)) / period
    out[i] = atr
  }
  return out
}

/** Rate of change in percent: 100 × (x[i] − x[i − p]) / x[i − p]. */
function rocColumn(values: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length)
  for (let i = period; i < values.length; i++) {
    const before = values[i - period] ?? 0
    out[i] = before === 0 ? Number.NaN : (100 * ((values[i] ?? 0) - before)) / before
  }
  return out
}

function macdColumns(values: Float64Array, fast: number, slow: number, signal: number) {
  const f = emaColumn(values, fast)
  const s = emaColumn(values, slow)
  const line = new Float64Array(values.length)
  for (let i = 0; i < values.length; i++) line[i] = (f[i] ?? 0) - (s[i] ?? 0)
  const sig = emaColumn(line, signal)
  const hist = new Float64Array(values.length)
  for (let i = 0; i < values.length; i++) hist[i] = (line[i] ?? 0) - (sig[i] ?? 0)
  return { line, signal: sig, hist }
}

/**
 * One indicator's series. `spec` comes from a resolved config (numbers, defaults filled). The
 * key below names everything the series depends on, so an optimisation can share a series
 * between trials that differ only elsewhere.
 */
export function computeIndicator(spec: IndicatorSpec, bars: Bars): Float64Array {
  const period = numberOf(spec.period, 1)
  const values = sourceOf(bars, spec.source ?? 'close')
  switch (spec.kind) {
    case 'sma':
      return smaColumn(values, period)
    case 'ema':
      return emaColumn(values, period)
    case 'rsi':
      return rsiColumn(values, period)
    case 'bb_upper':
    case 'bb_middle':
    case 'bb_lower': {
      const bands = bollingerColumns(
        values,
        period,
        numberOf(spec.stdDev, INDICATOR_DEFAULTS.stdDev),
      )
      return spec.kind === 'bb_upper'
        ? bands.upper
        : spec.kind === 'bb_lower'
          ? bands.lower
          : bands.middle
    }
    case 'macd':
    case 'macd_signal':
    case 'macd_hist': {
      const m = macdColumns(
        values,
        numberOf(spec.fast, INDICATOR_DEFAULTS.fast),
        numberOf(spec.slow, INDICATOR_DEFAULTS.slow),
        numberOf(spec.signal, INDICATOR_DEFAULTS.signal),
      )
      return spec.kind === 'macd' ? m.line : spec.kind === 'macd_signal' ? m.signal : m.hist
    }
    case 'highest':
      return extremeColumn(bars.high, period, 1)
    case 'lowest':
      return extremeColumn(bars.low, period, -1)
    case 'atr':
      return atrColumn(bars, period)
    case 'roc':
      return rocColumn(values, period)
    case 'funding_rate':
      return bars.funding ? Float64Array.from(bars.funding) : nanColumn(bars.close.length)
  }
}

/** What a series depends on: two specs with the same key have the same series on the same bars. */
export function indicatorKey(spec: IndicatorSpec): string {
  const kind = spec.kind.startsWith('bb_')
    ? 'bb'
    : spec.kind.startsWith('macd')
      ? 'macd'
      : spec.kind
  return [
    spec.kind,
    kind === 'funding_rate' || kind === 'highest' || kind === 'lowest' || kind === 'atr'
      ? ''
      : (spec.source ?? 'close'),
    numberOf(spec.period, 0),
    kind === 'bb' ? numberOf(spec.stdDev, INDICATOR_DEFAULTS.stdDev) : '',
    kind === 'macd'
      ? `${numberOf(spec.fast, 12)}/${numberOf(spec.slow, 26)}/${numberOf(spec.signal, 9)}`
      : '',
  ].join('|')
}

/**
 * Every declared indicator of a resolved config, by id. `cache` (optional) is shared between
 * calls on the same bars: a series already computed for the same key is reused, not recomputed.
 */
export function computeIndicators(
  resolved: ResolvedConfig,
  bars: Bars,
  cache?: Map<string, Float64Array>,
): IndicatorTable {
  const table: IndicatorTable = {}
  for (const spec of resolved.indicators) {
    if (!cache) {
      table[spec.id] = computeIndicator(spec, bars)
      continue
    }
    const key = indicatorKey(spec)
    let series = cache.get(key)
    if (!series) {
      series = computeIndicator(spec, bars)
      cache.set(key, series)
    }
    table[spec.id] = series
  }
  return table
}
