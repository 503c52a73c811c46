import type { FastifyInstance } from 'fastify'
import {
  MAX_STRATEGIES_PER_USER,
  SPEC_MESSAGES,
  strategiesApi as api,
  type Strategy,
} from '../../protocol/index.ts'
import { parseStrategyImport, toStrategyExport } from '../../protocol/strategies/import.ts'
import { STRATEGY_TEMPLATES } from '../../protocol/strategies/templates.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext, AppDeps } from '../context.ts'
import { conflict, HttpError, notFound, ValidationError } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { backtestRoutes } from './backtest-routes.ts'
import { listStrategies, presentStrategy, strategyById } from './present.ts'
import { deleteStrategyRow, insertStrategy, strategyRowById, type NewStrategy } from './repo.ts'
import { checkedConfig, portfolioFor } from './strategy-input.ts'
import { strategyEquity, strategyOrders } from './trace.ts'
import { updateStrategy } from './update.ts'

export const strategyNotFound = () => notFound(SPEC_MESSAGES.strategyNotFound)
const tooMany = () =>
  conflict(`At most ${MAX_STRATEGIES_PER_USER} strategies per trader; delete one to make room`)

/**
 * /strategies and /backtests (SPEC §7, issue 14): the caller's own strategies and jobs; another
 * user's id answers 404 like a missing one. Every change is pushed on the owner's `strategies`
 * channel; activation and pausing reach the live runner once the row is committed.
 */
export function strategyRoutes(ctx: AppContext, deps: Pick<AppDeps, 'hub'>) {
  const { live } = ctx.strategies
  const publish = (userId: string, strategy: Strategy) =>
    deps.hub.publish(userId, 'strategies', { kind: 'strategy', strategy })
  const create = async (s: NewStrategy): Promise<Strategy> => {
    const row = await insertStrategy(ctx.db, s, MAX_STRATEGIES_PER_USER)
    if (row === 'limit') throw tooMany()
    const strategy = await presentStrategy(ctx, row)
    publish(s.userId, strategy)
    return strategy
  }

  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    on(api.listStrategies, ({ req }) => listStrategies(ctx, userOf(req).id))

    on(api.strategyTemplates, () => [...STRATEGY_TEMPLATES])

    on(api.createStrategy, async ({ req, body }) => {
      const userId = userOf(req).id
      const template =
        body.templateId === undefined
          ? undefined
          : STRATEGY_TEMPLATES.find((t) => t.id === body.templateId)
      if (body.templateId !== undefined && !template) throw notFound(SPEC_MESSAGES.templateNotFound)
      const raw = body.config ?? template?.config
      if (raw === undefined)
        throw new ValidationError([
          { loc: ['body', 'config'], msg: 'Give a template or a config', type: 'missing' },
        ])
      const config = checkedConfig(raw)
      return create({
        userId,
        portfolioId: await portfolioFor(ctx.db, userId, body.portfolioId),
        name: body.name,
        description: body.description ?? template?.description ?? '',
        templateId: template?.id ?? null,
        config,
        allocatedCapital: body.allocatedCapital,
      })
    })

    on(api.importStrategy, async ({ req, body }) => {
      const userId = userOf(req).id
      const parsed = parseStrategyImport(body.data)
      if (!parsed.ok) throw new HttpError(422, parsed.message)
      const s = parsed.value
      return create({
        userId,
        portfolioId: await portfolioFor(ctx.db, userId, undefined),
        name: s.name,
        description: s.description,
        templateId: null,
        config: s.config,
        allocatedCapital: s.allocatedCapital,
      })
    })

    on(api.getStrategy, async ({ req, params }) => {
      const strategy = await strategyById(ctx, userOf(req).id, params.id)
      if (!strategy) throw strategyNotFound()
      return strategy
    })

    on(api.updateStrategy, async ({ req, params, body }) => {
      const userId = userOf(req).id
      const strategy = await updateStrategy(ctx, userId, params.id, body)
      publish(userId, strategy)
      return strategy
    })

    on(api.deleteStrategy, async ({ req, params }) => {
      const userId = userOf(req).id
      const row = await strategyRowById(ctx.db, userId, params.id)
      if (!row) throw strategyNotFound()
      // No new order from here on; the runner forgets it; its backtests keep its name.
      if (row.status === 'active') await live.pause(row.id)
      await live.removed(row.id)
      if (!(await deleteStrategyRow(ctx.db, userId, row.id))) throw strategyNotFound()
      deps.hub.publish(userId, 'strategies', { kind: 'strategy_deleted', id: row.id })
    })

    on(api.exportStrategy, async ({ req, params }) => {
      const strategy = await strategyById(ctx, userOf(req).id, params.id)
      if (!strategy) throw strategyNotFound()
      return toStrategyExport(strategy, Date.now())
    })

    on(api.strategyOrders, async ({ req, params }) => {
      if (!(await strategyRowById(ctx.db, userOf(req).id, params.id))) throw strategyNotFound()
      return strategyOrders(ctx.db, params.id)
    })

    on(api.strategyEquity, async ({ req, params }) => {
      if (!(await strategyRowById(ctx.db, userOf(req).id, params.id))) throw strategyNotFound()
      return strategyEquity(ctx.db, params.id)
    })

    backtestRoutes(ctx, on)
    done()
  }
}
