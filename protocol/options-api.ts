/**
 * Options: European, cash-settled in USD against the underlying's index at expiry. Contracts are
 * named `BTC-27DEC26-70000-C` (options/names.ts) and trade in their own books like any other
 * symbol (orders with `market: 'option'`); this file declares what only options have: the
 * listing, the chain, the volatility surface, multi-leg orders and option positions.
 */
import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { entityId, positiveAmount } from './input.ts'
import { optionGreeks, optionRight } from './options-wire.ts'
import { idempotencyHeaders } from './trading-api.ts'
import { order, orderSide } from './trading.ts'

/** How an expiry was listed: every day, every Friday, last Friday of the month or quarter. */
export const expiryCadence = z.enum(['daily', 'weekly', 'monthly', 'quarterly'])
export type ExpiryCadence = z.infer<typeof expiryCadence>

/** The underlyings options are listed on. */
export const OPTION_UNDERLYINGS = ['BTC-USD', 'ETH-USD', 'SOL-USD'] as const
/** Listed expiries settle at this UTC hour of their day (as on the big crypto venues). */
export const OPTION_EXPIRY_HOUR_UTC = 8

export const underlyingQuery = z.object({ underlying: z.string().min(1).max(32) })
export const chainQuery = z.object({
  underlying: z.string().min(1).max(32),
  /** The expiry (ms since epoch) as listed by /market/options/expiries. */
  expiry: z.coerce.number().int().positive(),
})

export const listedExpiry = z.object({
  expiry: z.number(),
  /** Every cadence that lists this expiry (a quarterly Friday is also monthly and weekly). */
  cadences: z.array(expiryCadence),
  /** Strikes listed for this expiry, ascending (each with a call and a put). */
  strikes: z.array(z.number()),
})
export const optionExpiries = z.object({
  underlying: z.string(),
  indexPrice: z.number(),
  expiries: z.array(listedExpiry),
})
export type OptionExpiries = z.infer<typeof optionExpiries>

/** Raw SVI parameters of one expiry's smile: w(k) = a + b(ρ(k − m) + √((k − m)² + σ²)). */
export const sviParams = z.object({
  a: z.number(),
  b: z.number(),
  rho: z.number(),
  m: z.number(),
  sigma: z.number(),
})

/** The model the market makers quote around, for one expiry: enough to re-price on the client. */
export const smileSlice = z.object({
  expiry: z.number(),
  /** Years to expiry at `time`. */
  T: z.number(),
  forward: z.number(),
  atmVol: z.number(),
  params: sviParams,
})
export type SmileSlice = z.infer<typeof smileSlice>

export const volSurface = z.object({
  underlying: z.string(),
  indexPrice: z.number(),
  /** Continuously compounded USD rate used for discounting (forward = index · e^{rT}). */
  rate: z.number(),
  /** When the surface was taken (ms). */
  time: z.number(),
  slices: z.array(smileSlice),
})
export type VolSurfaceWire = z.infer<typeof volSurface>

/** One contract's book top and the model's value of it at the chain's `time`. */
export const optionQuote = z.object({
  symbol: z.string(),
  strike: z.number(),
  right: optionRight,
  bid: z.number().nullable(),
  ask: z.number().nullable(),
  bidSize: z.number(),
  askSize: z.number(),
  last: z.number().nullable(),
  markPrice: z.number(),
  markIv: z.number(),
  /** Implied volatility of the bid/ask; null when there is none or it is below intrinsic. */
  bidIv: z.number().nullable(),
  askIv: z.number().nullable(),
  greeks: optionGreeks,
  /** Contracts held long across all traders (= held short). */
  openInterest: z.number(),
  volume24h: z.number(),
})
export type OptionQuote = z.infer<typeof optionQuote>

export const optionChain = z.object({
  underlying: z.string(),
  indexPrice: z.number(),
  rate: z.number(),
  time: z.number(),
  slice: smileSlice,
  quotes: z.array(optionQuote),
})
export type OptionChain = z.infer<typeof optionChain>

/**
 * `options` channel (public; the symbol is the underlying): the book tops of its listed
 * contracts, batched about once a second. Model values are re-priced by the client from the
 * surface and the live index, so they are not repeated here.
 */
export const optionTop = z.object({
  symbol: z.string(),
  bid: z.number().nullable(),
  ask: z.number().nullable(),
  bidSize: z.number(),
  askSize: z.number(),
  last: z.number().nullable(),
  openInterest: z.number(),
})
export const optionTopsUpdate = z.object({
  underlying: z.string(),
  time: z.number(),
  tops: z.array(optionTop),
})
export type OptionTopsUpdate = z.infer<typeof optionTopsUpdate>

export const MULTI_LEG_MAX = 6
export const strategyKind = z.enum([
  'vertical',
  'straddle',
  'strangle',
  'butterfly',
  'iron_condor',
  'custom',
])
export type StrategyKind = z.infer<typeof strategyKind>

export const legRequest = z.object({
  symbol: z.string().min(1).max(32),
  side: orderSide,
  quantity: positiveAmount,
  /** The leg's worst acceptable price; the best opposite quote ± protection when absent. */
  price: positiveAmount.optional(),
})
/**
 * POST /orders/multi-leg: every leg fills now in full, or nothing happens (all or none, never
 * resting). `limitPrice` caps the net debit (positive) or floors the net credit (negative) per
 * unit of the first leg's quantity.
 */
export const multiLegRequest = z.object({
  portfolioId: entityId,
  strategy: strategyKind.default('custom'),
  legs: z.array(legRequest).min(2).max(MULTI_LEG_MAX),
  limitPrice: z.number().min(-1e9).max(1e9).optional(),
  clientOrderId: z.string().min(1).max(64).optional(),
})
export type MultiLegRequest = z.infer<typeof multiLegRequest>

export const multiLegResult = z.object({
  id: z.string(),
  strategy: strategyKind,
  /** One filled order per leg, in the request's order. */
  orders: z.array(order),
  /** Net premium paid (positive) or received (negative), fees not included. */
  netPremium: z.number(),
  fees: z.number(),
})
export type MultiLegResult = z.infer<typeof multiLegResult>

/** Options market data is public like the rest of /market; multi-leg orders trade. */
export const optionsApi = {
  optionExpiries: endpoint({
    method: 'GET',
    path: '/market/options/expiries',
    auth: 'public',
    summary: 'Listed expiries and strikes of an underlying',
    query: underlyingQuery,
    response: optionExpiries,
  }),
  optionChain: endpoint({
    method: 'GET',
    path: '/market/options/chain',
    auth: 'public',
    summary: 'Every contract of one expiry: book top, mark, implied volatility, greeks, interest',
    query: chainQuery,
    response: optionChain,
  }),
  volSurface: endpoint({
    method: 'GET',
    path: '/market/options/surface',
    auth: 'public',
    summary: 'The volatility surface the market makers quote around, one SVI slice per expiry',
    query: underlyingQuery,
    response: volSurface,
  }),
  placeMultiLeg: endpoint({
    method: 'POST',
    path: '/orders/multi-leg',
    auth: 'user',
    summary:
      'Places a multi-leg option order that fills every leg in full now or nothing; a repeated Idempotency-Key answers with the first answer',
    body: multiLegRequest,
    headers: idempotencyHeaders,
    response: multiLegResult,
    status: 201,
    permission: 'trade',
  }),
}
