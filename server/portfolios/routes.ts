import type { FastifyInstance, FastifyRequest } from 'fastify'
import { portfolioApi as api, type HoldingCreate, type Portfolio } from '../../protocol/index.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { conflict, notFound, ValidationError } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { qtyText } from '../trading/units.ts'
import { addManualHolding, deleteHolding, listHoldings } from './holdings-repo.ts'
import { checkManualHolding, maxManualQuantity } from './manual-holding-rules.ts'
import {
  activePortfolio,
  findPortfolio,
  insertPortfolio,
  listPortfolios,
  updatePortfolio,
} from './repo.ts'
import { valuePortfolio } from './valuation.ts'

const portfolioNotFound = () => notFound('Portfolio not found')

export function portfolioRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))
    const core = ctx.trading.core
    const owned = async (req: FastifyRequest, id: string): Promise<Portfolio> => {
      const p = await findPortfolio(ctx.db, userOf(req).id, id)
      if (!p) throw portfolioNotFound()
      return p
    }

    const addManual = async (req: FastifyRequest, portfolioId: string, raw: HoldingCreate) => {
      const h = checkManualHolding(core, raw)
      const max = maxManualQuantity(core, h.symbol)
      const added = await addManualHolding(ctx.db, userOf(req).id, portfolioId, h, max)
      if (added === 'not_found') throw portfolioNotFound()
      if (added === 'too_large')
        throw new ValidationError([
          {
            loc: ['body', 'quantity'],
            msg: `A manual holding of ${h.symbol} may total at most ${qtyText(max)}`,
            type: 'max_qty',
          },
        ])
      return added
    }

    on(api.listPortfolios, ({ req }) => listPortfolios(ctx.db, userOf(req).id))

    on(api.createPortfolio, async ({ req, body }) => {
      const created = await insertPortfolio(ctx.db, {
        userId: userOf(req).id,
        name: body.name,
        description: body.description ?? null,
        cash: ctx.paperCash,
        max: ctx.maxPortfolios,
      })
      if (created === 'limit')
        throw conflict(
          `You already have ${ctx.maxPortfolios} portfolios, the most allowed: delete one to create another`,
        )
      return created
    })

    on(api.updatePortfolio, async ({ req, params, body }) => {
      const updated = await updatePortfolio(ctx.db, userOf(req).id, params.id, body)
      if (!updated) throw portfolioNotFound()
      return updated
    })

    on(api.deletePortfolio, ({ req, params }) =>
      ctx.trading.deletePortfolio(userOf(req).id, params.id),
    )

    on(api.listHoldings, async ({ req, params }) =>
      listHoldings(ctx.db, (await owned(req, params.id)).id),
    )

    on(api.addPortfolioHolding, ({ req, params, body }) => addManual(req, params.id, body))

    on(api.addHolding, ({ req, body: { portfolioId, ...holding } }) =>
      addManual(req, portfolioId, holding),
    )

    on(api.deleteHolding, async ({ req, params }) => {
      const result = await deleteHolding(ctx.db, userOf(req).id, params.id)
      if (result === 'not_found') throw notFound('Holding not found')
      if (result === 'exchange')
        throw conflict('A holding bought on the exchange is closed by selling it, not deleted')
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
