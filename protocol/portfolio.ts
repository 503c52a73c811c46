import { z } from 'zod'
import { marketKind } from './trading.ts'

export const portfolio = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Paper cash in the portfolio's currency (USD). */
  cash: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Portfolio = z.infer<typeof portfolio>

export const portfolioCreate = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(500).nullable().optional(),
})
export type PortfolioCreate = z.infer<typeof portfolioCreate>

export const portfolioUpdate = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z.string().max(500).nullable(),
    isActive: z.boolean(),
  })
  .partial()
  .strict()
export type PortfolioUpdate = z.infer<typeof portfolioUpdate>

export const holding = z.object({
  id: z.string(),
  portfolioId: z.string(),
  symbol: z.string(),
  quantity: z.number(),
  averagePrice: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Holding = z.infer<typeof holding>

/** POST /api/v1/portfolios/{id}/holdings (portfolioId from the path) and POST /api/v1/holdings. */
export const holdingCreate = z.object({
  symbol: z.string().min(1).max(32),
  quantity: z.number().positive().finite(),
  averagePrice: z.number().nonnegative().finite(),
})
export const holdingCreateWithPortfolio = holdingCreate.extend({ portfolioId: z.string().min(1) })
export type HoldingCreate = z.infer<typeof holdingCreate>

/**
 * Portfolio live data (SPEC §3), valued at the simulator's current prices. A perpetual position
 * is keyed `${symbol}:perp`, has `market: 'perp'`, a signed `amount` (negative: short) and its
 * equity (margin + unrealized P&L) as `value`; a row without `market` is a spot holding.
 */
export const portfolioPosition = z.object({
  symbol: z.string(),
  market: marketKind.optional(),
  amount: z.number(),
  value: z.number(),
  unrealizedPnl: z.number(),
  realizedPnl: z.number(),
  percentage: z.number(),
  averagePrice: z.number(),
})
export const portfolioSummary = z.object({
  portfolioId: z.string(),
  totalValue: z.number(),
  cash: z.number(),
  change24h: z.number(),
  change24hPercent: z.number(),
  positions: z.record(z.string(), portfolioPosition),
})
export type PortfolioSummary = z.infer<typeof portfolioSummary>
