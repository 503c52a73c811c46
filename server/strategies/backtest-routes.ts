import { strategiesApi as api, type ValidationIssue } from '../../protocol/index.ts'
import type { StrategyConfig } from '../../protocol/strategies/config.ts'
import { userOf } from '../auth/guard.ts'
import type { AppContext } from '../context.ts'
import { conflict, notFound, ValidationError } from '../http/errors.ts'
import type { declaredRoutes } from '../http/route.ts'
import { RangeError422 } from './history/range.ts'
import {
  backtestText,
  deleteJobRow,
  jobReport,
  jobRowById,
  listJobs,
  toSummary,
} from './jobs/repo.ts'
import { strategyById } from './present.ts'
import { strategyRowById } from './repo.ts'

const backtestNotFound = () => notFound('Backtest not found')
const strategyNotFound = () => notFound('Strategy not found')

/** A history range the archive cannot serve, as the 422 of the field that asked for it. */
const rangeIssue = (err: unknown): unknown =>
  err instanceof RangeError422
    ? new ValidationError([{ loc: ['body', err.field], msg: err.message, type: 'range' }])
    : err

/** Parameter names must be declared, values inside their declared range. */
function checkParams(config: StrategyConfig, params: Record<string, number>, at: string): void {
  const issues: ValidationIssue[] = []
  for (const [name, value] of Object.entries(params)) {
    const spec = config.parameters[name]
    if (!spec)
      issues.push({ loc: ['body', at, name], msg: `Unknown parameter ${name}`, type: 'unknown' })
    else if (value < spec.min || value > spec.max)
      issues.push({
        loc: ['body', at, name],
        msg: `${name} must lie between ${spec.min} and ${spec.max}`,
        type: 'range',
      })
  }
  if (issues.length > 0) throw new ValidationError(issues)
}

function checkSearch(config: StrategyConfig, names: readonly string[] | undefined): void {
  const declared = Object.keys(config.parameters)
  if (declared.length === 0)
    throw new ValidationError([
      {
        loc: ['body', 'parameters'],
        msg: 'The strategy declares no parameters to optimise',
        type: 'missing',
      },
    ])
  const issues = (names ?? [])
    .map((name, i): ValidationIssue | undefined =>
      declared.includes(name)
        ? undefined
        : { loc: ['body', 'parameters', i], msg: `Unknown parameter ${name}`, type: 'unknown' },
    )
    .filter((i) => i !== undefined)
  if (issues.length > 0) throw new ValidationError(issues)
}

/** POST …/backtest, …/optimize and the /backtests list, report, cancel and delete. */
export function backtestRoutes(ctx: AppContext, on: ReturnType<typeof declaredRoutes>): void {
  const { jobs } = ctx.strategies

  on(api.runBacktest, async ({ req, params, body }) => {
    const userId = userOf(req).id
    const strategy = await strategyById(ctx, userId, params.id)
    if (!strategy) throw strategyNotFound()
    checkParams(strategy.config, body.params ?? {}, 'params')
    return jobs.backtest(userId, strategy, body).catch((err: unknown) => {
      throw rangeIssue(err)
    })
  })

  on(api.optimizeStrategy, async ({ req, params, body }) => {
    const userId = userOf(req).id
    const strategy = await strategyById(ctx, userId, params.id)
    if (!strategy) throw strategyNotFound()
    checkSearch(strategy.config, body.parameters)
    return jobs.optimize(userId, strategy, body).catch((err: unknown) => {
      throw rangeIssue(err)
    })
  })

  on(api.strategyBacktests, async ({ req, params }) => {
    const userId = userOf(req).id
    if (!(await strategyRowById(ctx.db, userId, params.id))) throw strategyNotFound()
    return listJobs(ctx.db, userId, params.id)
  })

  on(api.listBacktests, ({ req }) => listJobs(ctx.db, userOf(req).id))

  on(api.getBacktest, async ({ req, reply, params }) => {
    const row = await jobReport(ctx.db, userOf(req).id, params.id)
    if (!row) throw backtestNotFound()
    return reply.type('application/json; charset=utf-8').send(await backtestText(row))
  })

  on(api.cancelBacktest, async ({ req, params }) => {
    const userId = userOf(req).id
    const row = await jobRowById(ctx.db, userId, params.id)
    if (!row) throw backtestNotFound()
    if (row.status === 'cancelled') return toSummary(row)
    if (row.status !== 'queued' && row.status !== 'running')
      throw conflict(`This backtest has already ${row.status === 'failed' ? 'failed' : 'finished'}`)
    const cancelled = await jobs.cancel(userId, row.id)
    if (cancelled) return cancelled
    // It finished while the cancel was on its way: as it ended.
    const now = await jobRowById(ctx.db, userId, params.id)
    if (!now) throw backtestNotFound()
    return toSummary(now)
  })

  on(api.deleteBacktest, async ({ req, params }) => {
    const userId = userOf(req).id
    const row = await jobRowById(ctx.db, userId, params.id)
    if (!row) throw backtestNotFound()
    if (row.status === 'queued' || row.status === 'running')
      throw conflict('Cancel the backtest before deleting it')
    await deleteJobRow(ctx.db, userId, row.id)
  })
}
