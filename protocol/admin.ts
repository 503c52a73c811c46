import { z } from 'zod'
import { endpoint } from './endpoint.ts'

/** GET /api/v1/admin/connections (admins only): open /ws sockets as counted by the server. */
export const wsConnections = z.object({
  total: z.number().int().nonnegative(),
  byUser: z.array(
    z.object({ userId: z.string(), email: z.string(), sockets: z.number().int().nonnegative() }),
  ),
})
export type WsConnections = z.infer<typeof wsConnections>

export const adminApi = {
  connections: endpoint({
    method: 'GET',
    path: '/admin/connections',
    auth: 'admin',
    summary: 'Open /ws sockets per user',
    response: wsConnections,
  }),
}
