import type { FastifyInstance } from 'fastify'
import {
  MAX_ACTIVE_PRICE_ALERTS,
  MAX_API_KEYS,
  subscriptionApi as api,
  type Subscription,
} from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { declaredRoutes } from '../http/route.ts'

interface UsageRow {
  portfolios: number
  api_keys: number
  alerts: number
}

/** /users/subscription: the limits the server enforces on this account, and their use. */
export function subscriptionRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    on(api.getSubscription, async ({ req }): Promise<Subscription> => {
      const user = userOf(req)
      const [usage] = await ctx.db.query<UsageRow>(
        `SELECT (SELECT count(*)::int FROM portfolios WHERE user_id = $1) AS portfolios,
                (SELECT count(*)::int FROM api_keys WHERE user_id = $1) AS api_keys,
                (SELECT count(*)::int FROM price_alerts WHERE user_id = $1 AND is_active)
                  AS alerts`,
        [user.id],
      )
      return {
        plan: 'paper',
        status: 'active',
        since: user.created_at.toISOString(),
        paperCash: ctx.paperCash,
        portfolios: { used: usage?.portfolios ?? 0, limit: ctx.maxPortfolios },
        apiKeys: { used: usage?.api_keys ?? 0, limit: MAX_API_KEYS },
        activePriceAlerts: { used: usage?.alerts ?? 0, limit: MAX_ACTIVE_PRICE_ALERTS },
      }
    })
    done()
  }
}
