import { SPEC_MESSAGES, type Strategy, type StrategyUpdate } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { conflict, notFound } from '../http/errors.ts'
import { presentStrategy } from './present.ts'
import { strategyRowById, updateStrategyRow, type StrategyChanges } from './repo.ts'
import { checkActivation, checkedConfig, portfolioFor } from './strategy-input.ts'

/**
 * PUT /strategies/:id. Rules, capital and portfolio change only while the strategy is paused
 * (or in the request that pauses it): a running strategy's book was sized on them. Activation
 * checks the portfolio, commits, then tells the live runner; pausing likewise.
 */
export async function updateStrategy(
  ctx: Pick<AppContext, 'db' | 'market' | 'strategies'>,
  userId: string,
  id: string,
  body: StrategyUpdate,
): Promise<Strategy> {
  const row = await strategyRowById(ctx.db, userId, id)
  if (!row) throw notFound(SPEC_MESSAGES.strategyNotFound)
  const reshapes =
    body.config !== undefined ||
    body.allocatedCapital !== undefined ||
    body.portfolioId !== undefined
  const pausing = row.status === 'active' && body.status === 'paused'
  if (reshapes && row.status === 'active' && !pausing)
    throw conflict('Pause the strategy before changing its rules, capital or portfolio')
  const changes: StrategyChanges = {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.config === undefined ? {} : { config: checkedConfig(body.config) }),
    ...(body.allocatedCapital === undefined ? {} : { allocatedCapital: body.allocatedCapital }),
  }
  const portfolioId =
    body.portfolioId === undefined ? null : await portfolioFor(ctx.db, userId, body.portfolioId)
  if (portfolioId !== null) changes.portfolioId = portfolioId
  const activating = row.status === 'paused' && body.status === 'active'
  if (activating) {
    const next = {
      ...row,
      portfolio_id: changes.portfolioId ?? row.portfolio_id,
      allocated_capital: String(changes.allocatedCapital ?? row.allocated_capital),
    }
    await checkActivation(ctx.db, next)
  }
  if (body.status !== undefined) changes.status = body.status
  // The book's cash moves with the capital (and its row with it), never by a trade.
  if (
    body.allocatedCapital !== undefined &&
    body.allocatedCapital !== Number(row.allocated_capital)
  )
    await ctx.strategies.live.reallocate(id, body.allocatedCapital)
  const updated = await updateStrategyRow(ctx.db, userId, id, changes)
  if (!updated) throw notFound(SPEC_MESSAGES.strategyNotFound)
  if (pausing) await ctx.strategies.live.pause(id)
  if (activating) await ctx.strategies.live.activate(id)
  return presentStrategy(ctx, updated)
}
