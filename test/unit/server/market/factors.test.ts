import { describe, expect, it } from 'vitest'
import { TIMEFRAME_MS } from '../../../../protocol/index.ts'
import { backfillCandles } from '../../../../server/market/backfill.ts'
import { loadingsOf, MarketFactors } from '../../../../server/market/factors.ts'
import { createRng } from '../../../../server/market/rng.ts'
import { MarketSimulator } from '../../../../server/market/simulator.ts'
import { SYMBOLS, type SymbolSpec } from '../../../../server/market/symbols.ts'

const START = Date.UTC(2026, 0, 5, 12, 0, 0)
const DAYS = 3000
const DAILY_ONLY = { '1m': 10, '5m': 10, '1h': 10, '1d': DAYS }

const specOf = (symbol: string): SymbolSpec => {
  const spec = SYMBOLS.find((s) => s.symbol === symbol)
  if (!spec) throw new Error(`no ${symbol}`)
  return spec
}

/** Daily log returns of the backfilled closes, leaving out the newest, partly elapsed day. */
function dailyReturns(sim: MarketSimulator, symbol: string): number[] {
  const closes = (sim.candles(symbol, '1d', DAYS) ?? []).slice(0, -1).map((c) => c.close)
  return closes.slice(1).map((close, i) => Math.log(close / (closes[i] ?? close)))
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length

function covariance(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a)
  const mb = mean(b)
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? ma) - ma) * ((b[i] ?? mb) - mb)
  return sum / (a.length - 1)
}

const correlation = (a: readonly number[], b: readonly number[]): number =>
  covariance(a, b) / Math.sqrt(covariance(a, a) * covariance(b, b))

describe('correlated daily history', () => {
  const sim = new MarketSimulator({ seed: 20260105, startTime: START, backfill: DAILY_ONLY })
  const returns = new Map(SYMBOLS.map((s) => [s.symbol, dailyReturns(sim, s.symbol)]))
  const corr = (a: string, b: string): number =>
    correlation(returns.get(a) ?? [], returns.get(b) ?? [])

  it('has the full history to measure', () => {
    for (const series of returns.values()) expect(series).toHaveLength(DAYS - 2)
  })

  it('moves symbols of a class together, in the intended bands', () => {
    expect(corr('BTC-USD', 'ETH-USD')).toBeGreaterThan(0.72)
    expect(corr('BTC-USD', 'ETH-USD')).toBeLessThan(0.88)
    expect(corr('SOL-USD', 'ADA-USD')).toBeGreaterThan(0.65)
    expect(corr('AAPL-USD', 'MSFT-USD')).toBeGreaterThan(0.45)
    expect(corr('AAPL-USD', 'MSFT-USD')).toBeLessThan(0.65)
    expect(corr('XAU-USD', 'XAG-USD')).toBeGreaterThan(0.5)
    expect(corr('WTI-USD', 'NG-USD')).toBeGreaterThan(0.12)
    expect(corr('WTI-USD', 'NG-USD')).toBeLessThan(0.35)
    expect(corr('EUR-USD', 'GBP-USD')).toBeGreaterThan(0.3)
  })

  it('moves dollar-based FX pairs the other way from the rest', () => {
    expect(corr('EUR-USD', 'USD-CHF')).toBeLessThan(-0.4)
    expect(corr('GBP-USD', 'USD-JPY')).toBeLessThan(-0.25)
  })

  it('keeps classes nearly unrelated', () => {
    expect(Math.abs(corr('BTC-USD', 'EUR-USD'))).toBeLessThan(0.1)
    expect(Math.abs(corr('XAU-USD', 'ETH-USD'))).toBeLessThan(0.15)
    expect(Math.abs(corr('AAPL-USD', 'BTC-USD'))).toBeLessThan(0.2)
  })

  it("keeps each symbol's annualised volatility within 15 % of its spec", () => {
    for (const spec of SYMBOLS) {
      const series = returns.get(spec.symbol) ?? []
      const annualised = Math.sqrt(covariance(series, series) * 365)
      expect(annualised / spec.volatility, spec.symbol).toBeGreaterThan(0.85)
      expect(annualised / spec.volatility, spec.symbol).toBeLessThan(1.15)
    }
  })

  it('is the same history for the same seed and closes at the current price', () => {
    const again = new MarketSimulator({ seed: 20260105, startTime: START, backfill: DAILY_ONLY })
    const other = new MarketSimulator({ seed: 7, startTime: START, backfill: DAILY_ONLY })
    for (const symbol of ['BTC-USD', 'USD-JPY', 'XAG-USD']) {
      expect(again.candles(symbol, '1d', DAYS)).toEqual(sim.candles(symbol, '1d', DAYS))
      expect(other.candles(symbol, '1d', 50)).not.toEqual(sim.candles(symbol, '1d', 50))
      expect(sim.candles(symbol, '1d', 1)?.[0]?.close).toBe(specOf(symbol).startPrice)
    }
  })
})

describe('factor model', () => {
  it('leaves every symbol some noise of its own', () => {
    for (const spec of SYMBOLS) {
      const shared = loadingsOf(spec).reduce((sum, [, loading]) => sum + loading * loading, 0)
      expect(shared, spec.symbol).toBeGreaterThan(0.1)
      expect(shared, spec.symbol).toBeLessThan(0.9)
    }
  })

  it('loads dollar-based pairs negatively on the FX factor', () => {
    const fxLoading = (symbol: string): number =>
      loadingsOf(specOf(symbol)).find(([factor]) => factor === 'fx')?.[1] ?? 0
    expect(fxLoading('EUR-USD')).toBeGreaterThan(0)
    expect(fxLoading('USD-JPY')).toBeLessThan(0)
    expect(fxLoading('USD-CHF')).toBeLessThan(0)
  })

  it('draws the same shocks whatever order and length the series ask for', () => {
    const frame = TIMEFRAME_MS['1h']
    const shortFirst = new MarketFactors(5)
    const short = shortFirst.commonShocks(specOf('SOL-USD'), frame, 60).common
    const long = shortFirst.commonShocks(specOf('SOL-USD'), frame, 600).common
    const fresh = new MarketFactors(5).commonShocks(specOf('SOL-USD'), frame, 600).common
    expect([...long]).toEqual([...fresh])
    expect([...short]).toEqual([...fresh.subarray(0, 60)])
    const otherFrame = new MarketFactors(5).commonShocks(specOf('SOL-USD'), frame * 24, 600)
    expect([...otherFrame.common]).not.toEqual([...fresh])
  })

  it('walks independently when no shocks are given, with the same volatility', () => {
    const spec = specOf('ETH-USD')
    const bars = backfillCandles(createRng(3), spec, TIMEFRAME_MS['1d'], DAYS, START, 3480)
    const closes = bars.slice(0, -1).map((c) => c.close)
    const series = closes.slice(1).map((c, i) => Math.log(c / (closes[i] ?? c)))
    const ratio = Math.sqrt(covariance(series, series) * 365) / spec.volatility
    expect(ratio).toBeGreaterThan(0.85)
    expect(ratio).toBeLessThan(1.15)
    expect(bars.at(-1)?.close).toBe(3480)
  })
})
