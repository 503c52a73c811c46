import { z } from 'zod'

/** GET /api/v1/admin/connections (admins only): open /ws sockets as counted by the server. */
export const wsConnections = z.object({
  total: z.number().int().nonnegative(),
  byUser: z.array(
    z.object({ userId: z.string(), email: z.string(), sockets: z.number().int().nonnegative() }),
  ),
})
export type WsConnections = z.infer<typeof wsConnections>
