import type { AppContext } from '../context.ts'
import type { RouteGuards } from '../http/route.ts'
import { requireAdmin, requireUser } from './guard.ts'

/** The guards of declared routes: `auth: 'user'` and `auth: 'admin'`. */
export const routeGuards = (ctx: AppContext): RouteGuards => ({
  user: requireUser(ctx),
  admin: requireAdmin(ctx),
})
