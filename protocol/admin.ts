import { z } from 'zod'
import { endpoint } from './endpoint.ts'

/** GET /api/v1/admin/connections (admins only): open /ws sockets as counted by the server. */
export const wsConnections = z.object({
  total: z.number().int().nonnegative(),
  byUser: z.array(
    z.object({ userId: z.string(), email: z.string(), sockets: z.number().int().nonnegative() }),
  ),
  /**
   * Every stream some socket subscribes to, with how many sockets do: one engine per browser
   * profile means one subscription per (channel, symbol) however many tabs show it.
   */
  streams: z.array(
    z.object({
      channel: z.string(),
      /** Null for private channels. */
      symbol: z.string().nullable(),
      sockets: z.number().int().positive(),
    }),
  ),
})
export type WsConnections = z.infer<typeof wsConnections>

/** The widest single move an administrator may apply to a market, in percent. */
export const MARKET_SHOCK_MAX_PERCENT = 50

/** POST /api/v1/admin/market/shock: moves a symbol's index price at once, as news would. */
export const marketShock = z.object({
  symbol: z.string().min(1).max(32),
  percent: z
    .number()
    .min(-MARKET_SHOCK_MAX_PERCENT)
    .max(MARKET_SHOCK_MAX_PERCENT)
    .refine((n) => n !== 0, 'percent must not be 0'),
})
export type MarketShock = z.infer<typeof marketShock>

export const marketShockResult = z.object({
  symbol: z.string(),
  /** The index price before and after the move. */
  from: z.number().positive(),
  to: z.number().positive(),
})
export type MarketShockResult = z.infer<typeof marketShockResult>

export const adminApi = {
  connections: endpoint({
    method: 'GET',
    path: '/admin/connections',
    auth: 'admin',
    summary: 'Open /ws sockets per user and their stream subscriptions',
    response: wsConnections,
  }),
  marketShock: endpoint({
    method: 'POST',
    path: '/admin/market/shock',
    auth: 'admin',
    summary:
      "Moves a symbol's index price by a percentage at once (drills: liquidations, slippage refusals); the makers requote around it",
    body: marketShock,
    response: marketShockResult,
  }),
}
