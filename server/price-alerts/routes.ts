import type { FastifyInstance } from 'fastify'
import {
  MAX_ACTIVE_PRICE_ALERTS,
  priceAlertsApi as api,
  type BodyOf,
  type ValidationIssue,
} from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { conflict, notFound, ValidationError } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { checkPrice } from '../trading/bounds.ts'
import { unitsOf } from '../trading/units.ts'
import {
  deletePriceAlert,
  insertPriceAlert,
  listPriceAlerts,
  setPriceAlertActive,
  toWatched,
  type NewAlert,
} from './repo.ts'
import { watchedAlertsOf } from './watched-alerts.ts'

const alertNotFound = () => notFound('Price alert not found')
const tooMany = () =>
  conflict(`At most ${MAX_ACTIVE_PRICE_ALERTS} price alerts can be active at once`)

/** The body as stored, or the 422 that says which field is wrong: a known symbol, a sane price. */
function newAlertOf(ctx: AppContext, body: BodyOf<typeof api.createPriceAlert>): NewAlert {
  const info = ctx.market.symbols().find((s) => s.symbol === body.symbol)
  const issue = (field: string, msg: string, type: string): ValidationIssue => ({
    loc: ['body', field],
    msg,
    type,
  })
  if (!info)
    throw new ValidationError([issue('symbol', `Unknown symbol ${body.symbol}`, 'unknown_symbol')])
  if (body.price !== undefined) {
    const checked = checkPrice(
      'price',
      body.price,
      unitsOf(info),
      ctx.market.price(info.symbol)?.price ?? null,
    )
    if ('issue' in checked) throw new ValidationError([checked.issue])
  }
  return {
    symbol: info.symbol,
    condition: body.condition,
    price: body.price ?? null,
    percent: body.percent ?? null,
    windowSec: body.windowSec ?? null,
    frequency: body.frequency,
    timeframe: body.timeframe ?? null,
  }
}

/**
 * /price-alerts: the caller's own alerts (another user's id answers 404 like a missing one).
 * Every change is written through to the evaluator's alerts in memory once committed.
 */
export function priceAlertRoutes(ctx: AppContext) {
  const watched = watchedAlertsOf(ctx.db)
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    on(api.listPriceAlerts, ({ req }) => listPriceAlerts(ctx.db, userOf(req).id))

    on(api.createPriceAlert, async ({ req, body }) => {
      const userId = userOf(req).id
      const created = await insertPriceAlert(ctx.db, userId, newAlertOf(ctx, body))
      if (created === 'limit') throw tooMany()
      watched.put(toWatched(userId, created))
      return created
    })

    on(api.updatePriceAlert, async ({ req, params, body }) => {
      const userId = userOf(req).id
      const updated = await setPriceAlertActive(ctx.db, userId, params.id, body.isActive)
      if (updated === undefined) throw alertNotFound()
      if (updated === 'limit') throw tooMany()
      if (updated.isActive) watched.put(toWatched(userId, updated))
      else watched.remove(updated.id)
      return updated
    })

    on(api.deletePriceAlert, async ({ req, params }) => {
      if (!(await deletePriceAlert(ctx.db, userOf(req).id, params.id))) throw alertNotFound()
      watched.remove(params.id)
    })
    done()
  }
}
