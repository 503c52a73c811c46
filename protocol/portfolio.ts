import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { entityId, idParams, positiveAmount } from './input.ts'
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

/**
 * exchange: bought on the exchange with paper cash, sold the same way. manual: a record of assets
 * held elsewhere, valued with the portfolio but never sold for paper cash.
 */
export const holdingSource = z.enum(['exchange', 'manual'])
export type HoldingSource = z.infer<typeof holdingSource>

export const holding = z.object({
  id: z.string(),
  portfolioId: z.string(),
  symbol: z.string(),
  // Rows cached by an older app version have no source; they were shown as held on the exchange.
  source: holdingSource.default('exchange'),
  quantity: z.number(),
  averagePrice: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Holding = z.infer<typeof holding>

/**
 * POST /api/v1/portfolios/{id}/holdings (portfolioId from the path) and POST /api/v1/holdings: a
 * manual holding. The server also keeps the quantity on the symbol's lot grid and the price on
 * its tick grid, both within the instrument's bounds.
 */
export const holdingCreate = z.object({
  symbol: z.string().min(1).max(32),
  quantity: positiveAmount,
  averagePrice: positiveAmount,
})
export const holdingCreateWithPortfolio = holdingCreate.extend({ portfolioId: entityId })
export type HoldingCreate = z.infer<typeof holdingCreate>

/**
 * Portfolio live data (SPEC §3), valued at the simulator's current prices. A perpetual position
 * is keyed `${symbol}:perp`, has `market: 'perp'`, a signed `amount` (negative: short) and its
 * equity (margin + unrealized P&L) as `value`; a row without `market` is a spot holding, bought on
 * the exchange (keyed by symbol) or held elsewhere (`source: 'manual'`, keyed `${symbol}:manual`).
 */
export const portfolioPosition = z.object({
  symbol: z.string(),
  market: marketKind.optional(),
  /** 'manual' for assets held elsewhere (keyed `${symbol}:manual`). */
  source: holdingSource.optional(),
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

export const portfolioApi = {
  listPortfolios: endpoint({
    method: 'GET',
    path: '/portfolios',
    auth: 'user',
    summary: "The caller's portfolios, oldest first",
    response: z.array(portfolio),
  }),
  createPortfolio: endpoint({
    method: 'POST',
    path: '/portfolios',
    auth: 'user',
    summary: 'Creates a portfolio with the paper cash of a new account (at most MAX_PORTFOLIOS)',
    body: portfolioCreate,
    response: portfolio,
    status: 201,
  }),
  updatePortfolio: endpoint({
    method: 'PUT',
    path: '/portfolios/:id',
    auth: 'user',
    summary: 'Renames, describes or (de)activates a portfolio',
    params: idParams,
    body: portfolioUpdate,
    response: portfolio,
  }),
  deletePortfolio: endpoint({
    method: 'DELETE',
    path: '/portfolios/:id',
    auth: 'user',
    summary: 'Cancels its open orders and deletes it; refused while it holds open positions',
    params: idParams,
    status: 204,
  }),
  listHoldings: endpoint({
    method: 'GET',
    path: '/portfolios/:id/holdings',
    auth: 'user',
    summary: 'Holdings bought on the exchange and manual holdings',
    params: idParams,
    response: z.array(holding),
  }),
  addPortfolioHolding: endpoint({
    method: 'POST',
    path: '/portfolios/:id/holdings',
    auth: 'user',
    summary: 'Adds to a manual holding (assets held elsewhere)',
    params: idParams,
    body: holdingCreate,
    response: holding,
    status: 201,
  }),
  addHolding: endpoint({
    method: 'POST',
    path: '/holdings',
    auth: 'user',
    summary: 'Adds to a manual holding of the portfolio named in the body',
    body: holdingCreateWithPortfolio,
    response: holding,
    status: 201,
  }),
  deleteHolding: endpoint({
    method: 'DELETE',
    path: '/holdings/:id',
    auth: 'user',
    summary: 'Deletes a manual holding (a holding bought on the exchange is closed by selling it)',
    params: idParams,
    status: 204,
  }),
  portfolioSummary: endpoint({
    method: 'GET',
    path: '/portfolios/:id/summary',
    auth: 'user',
    summary: 'The portfolio valued at current prices',
    params: idParams,
    response: portfolioSummary,
  }),
  activeSummary: endpoint({
    method: 'GET',
    path: '/portfolio',
    auth: 'user',
    summary: 'The active portfolio valued at current prices',
    response: portfolioSummary,
  }),
}
