import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  holdingCreate,
  holdingCreateWithPortfolio,
  portfolioCreate,
  portfolioUpdate,
  type Holding,
  type HoldingCreate,
  type Portfolio,
  type PortfolioSummary,
} from '../../protocol/index.ts'
import { requireUser, userOf } from '../auth/guard.ts'
import type { AppContext } from '../context.ts'
import { notFound, ValidationError } from '../http/errors.ts'
import { parseInput } from '../http/validate.ts'
import { listHoldings } from './holdings-repo.ts'
import {
  activePortfolio,
  deletePortfolio,
  findPortfolio,
  insertPortfolio,
  listPortfolios,
  updatePortfolio,
} from './repo.ts'
import { valuePortfolio } from './valuation.ts'

const idParams = z.object({ id: z.string().min(1).max(64) })
const portfolioNotFound = () => notFound('Portfolio not found')

export function portfolioRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    app.addHook('preHandler', requireUser(ctx))

    const owned = async (req: FastifyRequest, id: string): Promise<Portfolio> => {
      const p = await findPortfolio(ctx.db, userOf(req).id, id)
      if (!p) throw portfolioNotFound()
      return p
    }
    const pathId = (req: FastifyRequest): string => parseInput(idParams, req.params, 'path').id
    const summaryOf = (p: Portfolio): Promise<PortfolioSummary> => valuePortfolio(ctx, p)

    // Holdings are valued by the feed, so a symbol it cannot price is refused up front.
    const checkSymbol = (h: HoldingCreate): HoldingCreate => {
      const symbol = h.symbol.toUpperCase()
      if (!ctx.market.hasSymbol(symbol)) {
        throw new ValidationError([
          { loc: ['body', 'symbol'], msg: `Unknown symbol ${h.symbol}`, type: 'unknown_symbol' },
        ])
      }
      return { ...h, symbol }
    }

    app.get('/portfolios', (req): Promise<Portfolio[]> => listPortfolios(ctx.db, userOf(req).id))

    app.post('/portfolios', async (req, reply): Promise<Portfolio> => {
      const body = parseInput(portfolioCreate, req.body, 'body')
      const created = await insertPortfolio(ctx.db, {
        userId: userOf(req).id,
        name: body.name,
        description: body.description ?? null,
        cash: ctx.paperCash,
      })
      reply.code(201)
      return created
    })

    app.put('/portfolios/:id', async (req): Promise<Portfolio> => {
      const id = pathId(req)
      const patch = parseInput(portfolioUpdate, req.body, 'body')
      const updated = await updatePortfolio(ctx.db, userOf(req).id, id, patch)
      if (!updated) throw portfolioNotFound()
      return updated
    })

    app.delete('/portfolios/:id', async (req, reply) => {
      const id = pathId(req)
      await ctx.trading.retirePortfolio(userOf(req).id, id)
      if (!(await deletePortfolio(ctx.db, userOf(req).id, id))) throw portfolioNotFound()
      return reply.code(204).send()
    })

    app.get('/portfolios/:id/holdings', async (req): Promise<Holding[]> => {
      const p = await owned(req, pathId(req))
      return listHoldings(ctx.db, p.id)
    })

    app.post('/portfolios/:id/holdings', async (req, reply): Promise<Holding> => {
      const id = pathId(req)
      const body = checkSymbol(parseInput(holdingCreate, req.body, 'body'))
      reply.code(201)
      return ctx.trading.addHolding(userOf(req).id, id, body)
    })

    app.post('/holdings', async (req, reply): Promise<Holding> => {
      const { portfolioId, ...body } = parseInput(holdingCreateWithPortfolio, req.body, 'body')
      const holding = checkSymbol(body)
      reply.code(201)
      return ctx.trading.addHolding(userOf(req).id, portfolioId, holding)
    })

    app.delete('/holdings/:id', async (req, reply) => {
      await ctx.trading.deleteHolding(userOf(req).id, pathId(req))
      return reply.code(204).send()
    })

    app.get('/portfolios/:id/summary', async (req): Promise<PortfolioSummary> => {
      return summaryOf(await owned(req, pathId(req)))
    })

    app.get('/portfolio', async (req): Promise<PortfolioSummary> => {
      const p = await activePortfolio(ctx.db, userOf(req).id)
      if (!p) throw portfolioNotFound()
      return summaryOf(p)
    })
    done()
  }
}
