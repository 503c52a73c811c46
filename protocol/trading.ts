import { z } from 'zod'
import { entityId, positiveAmount } from './input.ts'
import { optionPosition } from './options-wire.ts'

export const orderSide = z.enum(['buy', 'sell'])
export type OrderSide = z.infer<typeof orderSide>

export const orderType = z.enum(['market', 'limit', 'stop', 'stop_limit', 'take_profit'])
export type OrderType = z.infer<typeof orderType>

export const timeInForce = z.enum(['GTC', 'IOC', 'FOK'])
export type TimeInForce = z.infer<typeof timeInForce>

/** pending: accepted, not yet in the book (a stop waiting for its trigger). */
export const orderStatus = z.enum([
  'pending',
  'open',
  'partially_filled',
  'filled',
  'cancelled',
  'rejected',
  'expired',
])
export type OrderStatus = z.infer<typeof orderStatus>
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'open', 'partially_filled']

/**
 * spot: fills move cash and holdings. perp: a perpetual on the same symbol and book, settled as a
 * leveraged position with isolated margin. option: an option contract's own book (its symbol is
 * the contract's name); premium moves cash and a short locks margin.
 */
export const marketKind = z.enum(['spot', 'perp', 'option'])
export type MarketKind = z.infer<typeof marketKind>

export const LEVERAGE_MIN = 1
export const LEVERAGE_MAX = 50
/** The widest slippage tolerance an order may carry, in percent. */
export const SLIPPAGE_TOLERANCE_MAX = 50

export const order = z.object({
  id: z.string(),
  clientOrderId: z.string().nullable(),
  portfolioId: z.string(),
  symbol: z.string(),
  market: marketKind,
  side: orderSide,
  orderType,
  quantity: z.number(),
  price: z.number().nullable(),
  stopPrice: z.number().nullable(),
  timeInForce,
  postOnly: z.boolean(),
  reduceOnly: z.boolean(),
  leverage: z.number(),
  status: orderStatus,
  filledQuantity: z.number(),
  /** Volume-weighted price of the fills; null before the first fill. */
  averagePrice: z.number().nullable(),
  fees: z.number(),
  /** Why the order was rejected, expired or cancelled, in words a trader understands. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Order = z.infer<typeof order>

/**
 * POST /api/v1/orders. `Idempotency-Key` header or clientOrderId makes a repeat harmless. The
 * server further keeps quantity on the lot grid within the instrument's maximum, and prices on the
 * tick grid within a band around the market (`PRICE_BAND`).
 */
export const orderRequest = z.object({
  portfolioId: entityId,
  symbol: z.string().min(1).max(32),
  side: orderSide,
  orderType,
  quantity: positiveAmount,
  price: positiveAmount.optional(),
  stopPrice: positiveAmount.optional(),
  timeInForce: timeInForce.optional(),
  postOnly: z.boolean().optional(),
  reduceOnly: z.boolean().optional(),
  market: marketKind.optional(),
  leverage: z.number().int().min(LEVERAGE_MIN).max(LEVERAGE_MAX).optional(),
  clientOrderId: z.string().min(1).max(64).optional(),
  /** When the trader placed it (ISO time); an order queued offline carries the original time. */
  placedAt: z.iso.datetime({ offset: true }).max(40).optional(),
  /** The price the trader saw when placing it; checked against the slippage tolerance. */
  referencePrice: positiveAmount.optional(),
  /**
   * How far (percent) the price may move against the trader from `referencePrice` before the
   * order is refused; the trader's stored setting (SPEC §9 default 0.5) when absent.
   */
  slippageTolerance: z.number().min(0).max(SLIPPAGE_TOLERANCE_MAX).optional(),
})
export type OrderRequest = z.infer<typeof orderRequest>

/**
 * Limit and stop prices must lie within this factor of the last price on either side (at most
 * 5x above, at least a fifth of it), as exchanges' percent-price filters do.
 */
export const PRICE_BAND = 5

/** PUT /api/v1/orders/{id}: changed fields only. */
export const orderModify = z
  .object({ price: positiveAmount, quantity: positiveAmount })
  .partial()
  .strict()
export type OrderModify = z.infer<typeof orderModify>

/** A fill of one of the trader's orders. */
export const trade = z.object({
  id: z.string(),
  orderId: z.string(),
  portfolioId: z.string(),
  symbol: z.string(),
  market: marketKind,
  side: orderSide,
  price: z.number(),
  quantity: z.number(),
  fee: z.number(),
  liquidity: z.enum(['maker', 'taker']),
  realizedPnl: z.number(),
  timestamp: z.string(),
})
export type Trade = z.infer<typeof trade>
/** GET /api/v1/funding: one perpetual funding settlement of one position, newest first. */
export const fundingPayment = z.object({
  id: z.string(),
  portfolioId: z.string(),
  positionId: z.string(),
  symbol: z.string(),
  side: z.enum(['long', 'short']),
  size: z.number(),
  markPrice: z.number(),
  /** The rate applied for the interval (the 8 h rate scaled to the interval's length). */
  rate: z.number(),
  /** Positive: the position paid it; negative: it received it. */
  payment: z.number(),
  timestamp: z.string(),
})
export type FundingPayment = z.infer<typeof fundingPayment>
export const TRADES_DEFAULT_LIMIT = 100
export const TRADES_MAX_LIMIT = 1000

/** Spot position (SPEC §3) derived from a holding. */
export const spotPosition = z.object({
  id: z.string(),
  portfolioId: z.string(),
  symbol: z.string(),
  market: z.literal('spot'),
  side: z.enum(['long', 'short']),
  quantity: z.number(),
})
/** Derivatives position (SPEC §3), isolated margin. */
export const perpPosition = z.object({
  id: z.string(),
  portfolioId: z.string(),
  symbol: z.string(),
  market: z.literal('perp'),
  side: z.enum(['long', 'short']),
  size: z.number(),
  quantity: z.number(),
  entryPrice: z.number(),
  markPrice: z.number(),
  liquidationPrice: z.number(),
  unrealizedPnl: z.number(),
  unrealizedPnlPercent: z.number(),
  margin: z.number(),
  leverage: z.number(),
  realizedPnl: z.number(),
  fundingPaid: z.number(),
  updatedAt: z.string(),
})
export const position = z.discriminatedUnion('market', [spotPosition, perpPosition, optionPosition])
export type Position = z.infer<typeof position>
export type PerpPosition = z.infer<typeof perpPosition>

export const balance = z.object({
  portfolioId: z.string(),
  currency: z.string(),
  /** Cash not reserved by open orders or margin. */
  available: z.number(),
  /** Reserved by open buy orders and by perpetual margin. */
  reserved: z.number(),
  total: z.number(),
})
export type Balance = z.infer<typeof balance>

export const performanceTimeframe = z.enum(['1D', '1W', '1M', '3M', '1Y', 'ALL'])
export type PerformanceTimeframe = z.infer<typeof performanceTimeframe>
export const performance = z.object({
  portfolioId: z.string(),
  timeframe: performanceTimeframe,
  points: z.array(
    z.object({
      time: z.number(),
      equity: z.number(),
      /**
       * Net money put in from outside up to this time (deposits, resets, manual holdings added
       * less removed, USD): equity minus this is what the portfolio earned. Always sent by the
       * server; optional for answers cached before it was.
       */
      netDeposits: z.number().optional(),
    }),
  ),
  startEquity: z.number(),
  endEquity: z.number(),
  change: z.number(),
  changePercent: z.number(),
})
export type Performance = z.infer<typeof performance>

/** `liquidation_warning` push: a position is near its liquidation price. */
export const liquidationWarningData = z.object({
  positionId: z.string(),
  portfolioId: z.string(),
  symbol: z.string(),
  markPrice: z.number(),
  liquidationPrice: z.number(),
  /** Distance to liquidation as a fraction of the mark price. */
  distance: z.number(),
})

/**
 * Private pushes of the trading service on /ws (each with its per-stream seq): `orders` carries
 * one `order` per change, `balances` one `balance`, `positions` a `positionsUpdate` (every
 * position of one portfolio, so a closed one is absent), `notifications` a `notification`.
 */
export const positionsUpdate = z.object({ portfolioId: z.string(), positions: z.array(position) })
export type PositionsUpdate = z.infer<typeof positionsUpdate>

/** SPEC §3 notification, as stored on the server and pushed on `notifications`. */
export const notification = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  category: z.enum(['trading', 'security', 'account', 'system', 'marketing']),
  type: z.enum(['success', 'error', 'warning', 'trade', 'other']),
  priority: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
})
export type Notification = z.infer<typeof notification>
