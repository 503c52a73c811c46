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

export const adminApi = {
  connections: endpoint({
    method: 'GET',
    path: '/admin/connections',
    auth: 'admin',
    summary: 'Open /ws sockets per user and their stream subscriptions',
    response: wsConnections,
  }),
}
