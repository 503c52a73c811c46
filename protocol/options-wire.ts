/**
 * The option shapes other wire files need (symbols, positions) without importing the options API:
 * what makes a symbol an option, greeks, and an option position.
 */
import { z } from 'zod'

export const optionRight = z.enum(['call', 'put'])
export type OptionRight = z.infer<typeof optionRight>

/** What makes a symbol an option: `SymbolInfo.option` (absent on spot/perp instruments). */
export const optionSpec = z.object({
  underlying: z.string(),
  /** Expiry and settlement time, ms since epoch. */
  expiry: z.number(),
  strike: z.number().positive(),
  right: optionRight,
})
export type OptionSpec = z.infer<typeof optionSpec>

export const optionGreeks = z.object({
  delta: z.number(),
  gamma: z.number(),
  /** Per 1.00 of volatility (÷100 for one vol point). */
  vega: z.number(),
  /** Per calendar day. */
  theta: z.number(),
  rho: z.number(),
})
export type OptionGreeks = z.infer<typeof optionGreeks>

/** An option position, greeks totalled for the position (signed: a short's delta flips). */
export const optionPosition = z.object({
  id: z.string(),
  portfolioId: z.string(),
  symbol: z.string(),
  market: z.literal('option'),
  underlying: z.string(),
  expiry: z.number(),
  strike: z.number(),
  right: optionRight,
  side: z.enum(['long', 'short']),
  /** Contracts, positive; `quantity` is the same number (SPEC §3 names both). */
  size: z.number(),
  quantity: z.number(),
  /** Average premium paid (long) or received (short) per contract. */
  entryPrice: z.number(),
  markPrice: z.number(),
  markIv: z.number(),
  unrealizedPnl: z.number(),
  unrealizedPnlPercent: z.number(),
  /** Cash locked for a short (the rule in options/margin.ts); 0 for a long. */
  margin: z.number(),
  realizedPnl: z.number(),
  greeks: optionGreeks,
  updatedAt: z.string(),
})
export type OptionPosition = z.infer<typeof optionPosition>
