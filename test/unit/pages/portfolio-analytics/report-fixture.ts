/** A hand-built analytics answer (the server's shape), for tests that need no server. */
import type { AnalyticsReport } from '../../../../protocol/index.ts'

const DAY = 86_400_000
export const START = Date.UTC(2025, 10, 1)

/** `days` daily points from 1 Nov 2025; the first return is missing, as the server's is. */
export function reportFixture(days = 90, over: Partial<AnalyticsReport> = {}): AnalyticsReport {
  const times = Array.from({ length: days }, (_, i) => START + i * DAY)
  const returns = times.map((_, i) => (i === 0 ? null : Math.sin(i) / 100))
  const benchmarkReturns = times.map((_, i) => (i === 0 ? null : Math.cos(i) / 80))
  let wealth = 1
  let peak = 1
  const drawdown = returns.map((r) => {
    wealth *= 1 + (r ?? 0)
    peak = Math.max(peak, wealth)
    return wealth / peak - 1
  })
  return {
    portfolioId: 'p1',
    from: '2025-11-01',
    to: '2026-01-29',
    benchmark: 'BTC-USD',
    periodsPerYear: 365,
    periodsPerYearReason: 'crypto',
    riskFreeRate: 0.04,
    riskFreePerPeriod: 1.04 ** (1 / 365) - 1,
    series: {
      times,
      equity: times.map((_, i) => 10_000 + i),
      netFlows: times.map(() => 0),
      returns,
      benchmarkReturns,
      drawdown,
    },
    flows: [{ time: START, amount: 10_000, kind: 'deposit', symbol: null }],
    metrics: {
      twr: 0.0123,
      mwr: 0.05,
      annualisedReturn: 0.051,
      annualisedVolatility: 0.135,
      sharpe: 1.2345,
      sortino: 1.9,
      calmar: 0.8,
      omega: 1.1,
      maxDrawdown: {
        depth: -0.0421,
        peak: START + 3 * DAY,
        trough: START + 10 * DAY,
        recovery: null,
        days: 86,
      },
      bestDay: { time: START + 8 * DAY, r: 0.0099 },
      worstDay: { time: START + 11 * DAY, r: -0.01 },
      bestMonth: { time: Date.UTC(2025, 11, 1), r: 0.02 },
      worstMonth: { time: Date.UTC(2025, 10, 1), r: -0.015 },
      beta: 0.42,
      correlation: 0.31,
      periods: days - 1,
      missing: 0,
    },
    monthly: [
      { year: 2025, month: 11, r: -0.015 },
      { year: 2025, month: 12, r: 0.02 },
      { year: 2026, month: 1, r: 0.0071 },
    ],
    yearly: [
      { year: 2025, r: 0.0047 },
      { year: 2026, r: 0.0071 },
    ],
    rolling: {
      window: 30,
      sharpe: times.map((_, i) => (i < 29 ? null : Math.sin(i / 10))),
      volatility: times.map((_, i) => (i < 29 ? null : 0.1 + i / 1000)),
    },
    ...over,
  }
}
