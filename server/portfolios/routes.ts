import type { FastifyInstance, FastifyRequest } from 'fastify'
import { portfolioApi as api, type HoldingCreate, type Portfolio } from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { conflict, notFound, ValidationError } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { qtyText } from '../trading/units.ts'
import { addManualHolding, deleteHolding, listHoldings, type PriceOf } from './holdings-repo.ts'
import { checkManualHolding, maxManualQuantity } from './manual-holding-rules.ts'
import {
  activateOldestIfNone,
  activePortfolio,
  findPortfolio,
  insertPortfolio,
  listPortfolios,
  updatePortfolio,
} from './repo.ts'
import { valuePortfolio } from './valuation.ts'

const portfolioNotFound = () => notFound('Portfolio not found')

export function portfolioRoutes(ctx: AppContext, deps: Pick<AppDeps, 'hub' | 'recordEquity'>) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    const core = ctx.trading.core
    const priceOf: PriceOf = (symbol) => ctx.market.price(symbol)?.price
    /**
     * After money moved in or out, an equity point now: the curve and the daily returns see the
     * flow beside the equity it changed. A failure here must not undo the committed change.
     */
    const afterFlow = async (userId: string, portfolioId: string): Promise<void> => {
      await deps
        .recordEquity(portfolioId)
        .catch((err: unknown) => app.log.warn({ err }, 'recording equity after a flow failed'))
      deps.hub.portfolioChanged(userId)
    }
    const owned = async (req: FastifyRequest, id: string): Promise<Portfolio> => {
      const p = await findPortfolio(ctx.db, userOf(req).id, id)
      if (!p) throw portfolioNotFound()
      return p
    }

    const addManual = async (req: FastifyRequest, portfolioId: string, raw: HoldingCreate) => {
      const h = checkManualHolding(core, raw)
      const max = maxManualQuantity(core, h.symbol)
      const userId = userOf(req).id
      const added = await addManualHolding(ctx.db, userId, portfolioId, h, max, { priceOf })
      if (added === 'not_found') throw portfolioNotFound()
      if (added === 'too_large')
        throw new ValidationError([
          {
            loc: ['body', 'quantity'],
            msg: `A manual holding of ${h.symbol} may total at most ${qtyText(max)}`,
            type: 'max_qty',
          },
        ])
      await afterFlow(userId, portfolioId)
      return added
    }

    on(api.listPortfolios, ({ req }) => listPortfolios(ctx.db, userOf(req).id))

    on(api.createPortfolio, async ({ req, body }) => {
      const userId = userOf(req).id
      const created = await insertPortfolio(ctx.db, {
        userId,
        name: body.name,
        description: body.description ?? null,
        cash: ctx.paperCash,
        max: ctx.maxPortfolios,
      })
      if (created === 'limit')
        throw conflict(
          `You already have ${ctx.maxPortfolios} portfolios, the most allowed: delete one to create another`,
        )
      await afterFlow(userId, created.id)
      return created
    })

    on(api.updatePortfolio, async ({ req, params, body }) => {
      const userId = userOf(req).id
      const updated = await updatePortfolio(ctx.db, userId, params.id, body)
      if (!updated) throw portfolioNotFound()
      if (body.isActive !== undefined) deps.hub.portfolioChanged(userId)
      return updated
    })

    on(api.deletePortfolio, async ({ req, params }) => {
      const userId = userOf(req).id
      await ctx.trading.deletePortfolio(userId, params.id)
      await activateOldestIfNone(ctx.db, userId)
      deps.hub.portfolioChanged(userId)
    })

    on(api.listHoldings, async ({ req, params }) =>
      listHoldings(ctx.db, (await owned(req, params.id)).id),
    )

    on(api.addPortfolioHolding, ({ req, params, body }) => addManual(req, params.id, body))

    on(api.addHolding, ({ req, body: { portfolioId, ...holding } }) =>
      addManual(req, portfolioId, holding),
    )

    on(api.deleteHolding, async ({ req, params }) => {
      const userId = userOf(req).id
      const result = await deleteHolding(ctx.db, userId, params.id, priceOf)
      if (result === 'not_found') throw notFound('Holding not found')
      if (result === 'exchange')
        throw conflict('A holding bought on the exchange is closed by selling it, not deleted')
      await afterFlow(userId, result.portfolioId)
    })

    on(api.portfolioSummary, async ({ req, params }) =>
      valuePortfolio(ctx, await owned(req, params.id)),
    )

    on(api.activeSummary, async ({ req }) => {
      const p = await activePortfolio(ctx.db, userOf(req).id)
      if (!p) throw portfolioNotFound()
      return valuePortfolio(ctx, p)
    })
    done()
  }
}
