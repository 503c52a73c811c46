import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { idParams, queryInt } from './input.ts'
import { assetClass, symbolName } from './market.ts'
import { marketKind } from './trading.ts'

/**
 * Portfolio analytics and risk (issue 12). Every figure is computed by the pure functions of
 * `protocol/stats/` from the series the answer carries, so an API user can recompute it.
 * Returns are fractions (0.01 is 1 %); times are epoch ms; days are UTC.
 */

/** Annual risk-free rate limits (fractions). */
export const RISK_FREE_MIN = 0
export const RISK_FREE_MAX = 0.2
export const PERIODS_PER_YEAR = [252, 365] as const
export const ROLLING_WINDOW_DEFAULT = 30
export const ROLLING_WINDOW_MIN = 5
export const ROLLING_WINDOW_MAX = 365
export const VAR_LEVELS = [0.95, 0.99] as const
export const VAR_HORIZONS = [1, 10] as const
export const LOOKBACK_DAYS_DEFAULT = 365
export const LOOKBACK_DAYS_MIN = 30
export const LOOKBACK_DAYS_MAX = 2000
export const MC_PATHS_DEFAULT = 10_000
export const MC_PATHS_MIN = 1_000
export const MC_PATHS_MAX = 100_000
export const DEFAULT_BENCHMARK = 'BTC-USD'

/** A calendar day, `YYYY-MM-DD` (UTC). */
export const isoDay = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date like 2026-01-31')
  // Date.parse rolls 2026-02-30 over to March: only a day that reads back the same is one.
  .refine((s) => {
    const t = Date.parse(`${s}T00:00:00Z`)
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s
  }, 'Not a calendar date')

/** A decimal number in a query string (`0.04`), plain digits only. */
const queryDecimal = (min: number, max: number) =>
  z
    .string()
    .max(16)
    .regex(/^\d+(\.\d+)?$/, 'Expected a decimal number like 0.04')
    .transform(Number)
    .pipe(z.number().min(min).max(max))

export const periodsPerYear = z.union([z.literal(252), z.literal(365)])
export type PeriodsPerYear = z.infer<typeof periodsPerYear>

export const analyticsQuery = z
  .object({
    /** First day of the range; default the portfolio's first recorded day. */
    from: isoDay.optional(),
    /** Last day of the range; default today. */
    to: isoDay.optional(),
    /** Default: the trader's `analytics.benchmark` setting. */
    benchmark: symbolName.max(19).optional(),
    /** Annual, as a fraction; default: the trader's `analytics.riskFreeRate` setting. */
    riskFreeRate: queryDecimal(RISK_FREE_MIN, RISK_FREE_MAX).optional(),
    /** Default: 365 when the portfolio holds crypto, else 252 (`periodsPerYearReason`). */
    periodsPerYear: z
      .enum(['252', '365'])
      .transform((v) => Number(v) as PeriodsPerYear)
      .optional(),
    rollingWindow: queryInt(ROLLING_WINDOW_MIN, ROLLING_WINDOW_MAX, ROLLING_WINDOW_DEFAULT),
  })
  .strict()
export type AnalyticsQuery = z.input<typeof analyticsQuery>

/** Money moved into (+) or out of (−) the portfolio from outside: not performance. */
export const flowKind = z.enum(['deposit', 'reset', 'manual_add', 'manual_remove'])
export type FlowKind = z.infer<typeof flowKind>
export const portfolioFlow = z.object({
  time: z.number(),
  amount: z.number(),
  kind: flowKind,
  symbol: z.string().nullable(),
})
export type PortfolioFlow = z.infer<typeof portfolioFlow>

const nullableNumber = z.number().nullable()
const datedReturn = z.object({ time: z.number(), r: z.number() })

export const drawdownInfo = z.object({
  /** Negative fraction: −0.25 is a 25 % fall from the peak. */
  depth: z.number(),
  peak: z.number(),
  trough: z.number(),
  /** First day back at the peak; null while it has not recovered. */
  recovery: z.number().nullable(),
  /** Peak to recovery (or to the range's end while unrecovered), in days. */
  days: z.number().int(),
})
export type DrawdownInfo = z.infer<typeof drawdownInfo>

export const analyticsMetrics = z.object({
  /** Time-weighted return over the range (chained modified-Dietz daily returns). */
  twr: nullableNumber,
  /** Money-weighted return (XIRR), annual; null when it has no solution. */
  mwr: nullableNumber,
  annualisedReturn: nullableNumber,
  annualisedVolatility: nullableNumber,
  sharpe: nullableNumber,
  sortino: nullableNumber,
  calmar: nullableNumber,
  omega: nullableNumber,
  maxDrawdown: drawdownInfo.nullable(),
  bestDay: datedReturn.nullable(),
  worstDay: datedReturn.nullable(),
  bestMonth: datedReturn.nullable(),
  worstMonth: datedReturn.nullable(),
  beta: nullableNumber,
  correlation: nullableNumber,
  /** Returns observed (non-missing) and days missing in the range. */
  periods: z.number().int(),
  missing: z.number().int(),
})
export type AnalyticsMetrics = z.infer<typeof analyticsMetrics>

export const analyticsReport = z.object({
  portfolioId: z.string(),
  from: z.string(),
  to: z.string(),
  benchmark: z.string(),
  periodsPerYear,
  periodsPerYearReason: z.enum(['crypto', 'other', 'chosen']),
  /** Annual, and per period: (1 + annual)^(1/periodsPerYear) − 1. */
  riskFreeRate: z.number(),
  riskFreePerPeriod: z.number(),
  /** One entry per UTC day of the range, all arrays the same length. */
  series: z.object({
    times: z.array(z.number()),
    /** Closing equity of the day (the last recorded point); null when none was recorded. */
    equity: z.array(nullableNumber),
    /** Net external flow of the day. */
    netFlows: z.array(z.number()),
    /** Modified-Dietz return of the day; null when missing (the first day always is). */
    returns: z.array(nullableNumber),
    benchmarkReturns: z.array(nullableNumber),
    /** Fall from the running peak of the chained returns, ≤ 0. */
    drawdown: z.array(z.number()),
  }),
  flows: z.array(portfolioFlow),
  metrics: analyticsMetrics,
  monthly: z.array(z.object({ year: z.number().int(), month: z.number().int(), r: z.number() })),
  yearly: z.array(z.object({ year: z.number().int(), r: z.number() })),
  rolling: z.object({
    window: z.number().int(),
    sharpe: z.array(nullableNumber),
    volatility: z.array(nullableNumber),
  }),
})
export type AnalyticsReport = z.infer<typeof analyticsReport>

export const riskQuery = z
  .object({
    lookbackDays: queryInt(LOOKBACK_DAYS_MIN, LOOKBACK_DAYS_MAX, LOOKBACK_DAYS_DEFAULT),
    paths: queryInt(MC_PATHS_MIN, MC_PATHS_MAX, MC_PATHS_DEFAULT),
    seed: queryInt(0, 2 ** 31 - 1, 1),
  })
  .strict()
export type RiskQuery = z.input<typeof riskQuery>

export const varMethod = z.enum(['historical', 'parametric', 'monte_carlo'])
export type VarMethod = z.infer<typeof varMethod>

export const riskPosition = z.object({
  /** As in the portfolio summary: `BTC-USD`, `BTC-USD:perp`, `BTC-USD:manual`. */
  key: z.string(),
  symbol: z.string(),
  assetClass,
  market: marketKind,
  source: z.enum(['exchange', 'manual']),
  side: z.enum(['long', 'short']),
  quantity: z.number(),
  price: z.number(),
  /** Signed market exposure in USD (negative: short). */
  exposure: z.number(),
  /** What it adds to equity (a perpetual: margin + unrealized P&L). */
  value: z.number(),
  margin: nullableNumber,
  liquidationPrice: nullableNumber,
  /** |price − liquidation| / price; null for spot. */
  distanceToLiquidation: nullableNumber,
})
export type RiskPosition = z.infer<typeof riskPosition>

export const varFigure = z.object({
  method: varMethod,
  level: z.number(),
  horizonDays: z.number().int(),
  /** Loss as a positive USD amount. */
  var: z.number(),
  /** Expected shortfall (CVaR): mean loss beyond the VaR. */
  es: z.number(),
})
export type VarFigure = z.infer<typeof varFigure>

export const stressResult = z.object({
  id: z.string(),
  /** Price shock per asset class (fractions), and a volatility multiplier (1: none). */
  shocks: z.record(assetClass, z.number()),
  volMultiplier: z.number(),
  pnl: z.number(),
  /** pnl / equity × 100 (a percentage, unlike the returns: −9.4 is −9.4 %); 0 without equity. */
  pnlPercent: z.number(),
  positions: z.array(z.object({ key: z.string(), pnl: z.number(), liquidated: z.boolean() })),
})
export type StressResult = z.infer<typeof stressResult>

export const riskReport = z.object({
  portfolioId: z.string(),
  asOf: z.number(),
  equity: z.number(),
  lookbackDays: z.number().int(),
  positions: z.array(riskPosition),
  var: z.array(varFigure),
  monteCarlo: z.object({ paths: z.number().int(), seed: z.number().int(), model: z.string() }),
  exposure: z.object({
    long: z.number(),
    short: z.number(),
    gross: z.number(),
    net: z.number(),
    grossLeverage: z.number(),
    netLeverage: z.number(),
    marginUsed: z.number(),
    /** marginUsed / equity. */
    marginUsage: z.number(),
    byClass: z.array(
      z.object({
        assetClass,
        long: z.number(),
        short: z.number(),
        net: z.number(),
        gross: z.number(),
      }),
    ),
  }),
  stress: z.array(stressResult),
  /** Parametric (Euler) decomposition at 99 %, one day: components sum to `total`. */
  attribution: z.object({
    level: z.number(),
    horizonDays: z.number().int(),
    total: z.number(),
    positions: z.array(
      z.object({
        key: z.string(),
        componentVar: z.number(),
        marginalVar: z.number(),
        share: z.number(),
      }),
    ),
  }),
  /** Daily simple returns the figures used, oldest first: `returns[i][t]` for `symbols[i]`. */
  history: z.object({
    times: z.array(z.number()),
    symbols: z.array(z.string()),
    returns: z.array(z.array(z.number())),
  }),
  correlation: z.object({ symbols: z.array(z.string()), matrix: z.array(z.array(z.number())) }),
})
export type RiskReport = z.infer<typeof riskReport>

export const analyticsApi = {
  portfolioAnalytics: endpoint({
    method: 'GET',
    path: '/portfolios/:id/analytics',
    auth: 'user',
    summary: 'Returns, ratios, drawdowns and the daily series they were computed from',
    params: idParams,
    query: analyticsQuery,
    response: analyticsReport,
  }),
  portfolioRisk: endpoint({
    method: 'GET',
    path: '/portfolios/:id/risk',
    auth: 'user',
    summary: 'Value at risk, expected shortfall, exposure, stress scenarios and risk attribution',
    params: idParams,
    query: riskQuery,
    response: riskReport,
  }),
}
