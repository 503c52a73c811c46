import type { AppContext } from '../context.ts'
import type { RouteGuards } from '../http/route.ts'
import { refuseApiKey, requireAdmin, requireUser } from './guard.ts'

/** The guards of declared routes: `auth: 'user'`, `auth: 'admin'` and `auth: 'session'`. */
export const routeGuards = (ctx: AppContext): RouteGuards => ({
  user: requireUser(ctx),
  admin: requireAdmin(ctx),
  session: refuseApiKey,
})
