import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { entityId, idParams, positiveAmount, queryInt } from './input.ts'
import {
  balance,
  fundingPayment,
  order,
  orderModify,
  orderRequest,
  performance,
  performanceTimeframe,
  position,
  trade,
  TRADES_DEFAULT_LIMIT,
  TRADES_MAX_LIMIT,
} from './trading.ts'

export const PERFORMANCE_DEFAULT_TIMEFRAME = '1M'
export const ORDERS_DEFAULT_LIMIT = 100
export const ORDERS_MAX_LIMIT = 1000

export const ordersQuery = z.object({
  portfolio_id: entityId.optional(),
  status: z.enum(['active', 'history', 'all']).default('all'),
  limit: queryInt(1, ORDERS_MAX_LIMIT, ORDERS_DEFAULT_LIMIT),
})
export const portfolioQuery = z.object({ portfolio_id: entityId.optional() })
export const tradesQuery = portfolioQuery.extend({
  limit: queryInt(1, TRADES_MAX_LIMIT, TRADES_DEFAULT_LIMIT),
})
export const cancelAllQuery = z.object({
  portfolio_id: entityId.optional(),
  symbol: z.string().min(1).max(32).optional(),
})
/** DELETE /orders: every active order cancelled, each as it now stands. */
export const cancelAllResponse = z.object({ cancelled: z.array(order) })
export type CancelAllResponse = z.infer<typeof cancelAllResponse>
export const closePositionBody = z.object({ quantity: positiveAmount.optional() }).strict()
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().min(1).max(128).optional(),
})

export const tradingApi = {
  listOrders: endpoint({
    method: 'GET',
    path: '/orders',
    auth: 'user',
    summary: "The caller's orders, newest first",
    query: ordersQuery,
    response: z.array(order),
  }),
  getOrder: endpoint({
    method: 'GET',
    path: '/orders/:id',
    auth: 'user',
    summary: 'One order',
    params: idParams,
    response: order,
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/orders',
    auth: 'user',
    permission: 'trade',
    summary: 'Places an order; a repeated Idempotency-Key answers with the first answer',
    headers: idempotencyHeaders,
    body: orderRequest,
    response: order,
    status: 201,
  }),
  modifyOrder: endpoint({
    method: 'PUT',
    path: '/orders/:id',
    auth: 'user',
    permission: 'trade',
    summary: 'Changes the price and/or quantity of an active order',
    params: idParams,
    body: orderModify,
    response: order,
  }),
  cancelOrder: endpoint({
    method: 'DELETE',
    path: '/orders/:id',
    auth: 'user',
    permission: 'trade',
    summary: 'Cancels an active order',
    params: idParams,
    response: order,
  }),
  cancelAllOrders: endpoint({
    method: 'DELETE',
    path: '/orders',
    auth: 'user',
    permission: 'trade',
    summary: 'Cancels every active order of the caller, of one portfolio and/or one symbol',
    query: cancelAllQuery,
    response: cancelAllResponse,
  }),
  listPositions: endpoint({
    method: 'GET',
    path: '/positions',
    auth: 'user',
    summary: 'Spot and perpetual positions of one or every portfolio',
    query: portfolioQuery,
    response: z.array(position),
  }),
  closePosition: endpoint({
    method: 'POST',
    path: '/positions/:id/close',
    auth: 'user',
    permission: 'trade',
    summary:
      'Closes a position wholly or in part with an opposite-side market order; a repeated Idempotency-Key answers with the first answer',
    params: idParams,
    headers: idempotencyHeaders,
    body: closePositionBody,
    response: order,
    status: 201,
  }),
  listTrades: endpoint({
    method: 'GET',
    path: '/trades',
    auth: 'user',
    summary: "The caller's fills, newest first",
    query: tradesQuery,
    response: z.array(trade),
  }),
  listFunding: endpoint({
    method: 'GET',
    path: '/funding',
    auth: 'user',
    summary: 'Perpetual funding payments, newest first',
    query: tradesQuery,
    response: z.array(fundingPayment),
  }),
  portfolioBalance: endpoint({
    method: 'GET',
    path: '/portfolios/:id/balances',
    auth: 'user',
    summary: 'Available and reserved cash',
    params: idParams,
    response: balance,
  }),
  portfolioPerformance: endpoint({
    method: 'GET',
    path: '/portfolios/:id/performance',
    auth: 'user',
    summary: 'Equity history for a timeframe (default 1M)',
    params: idParams,
    query: z.object({ timeframe: performanceTimeframe.default(PERFORMANCE_DEFAULT_TIMEFRAME) }),
    response: performance,
  }),
}
