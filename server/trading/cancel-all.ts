import type { Order } from '../../protocol/index.ts'
import { HttpError } from '../http/errors.ts'
import type { TradingCore } from './core.ts'
import { cancelOrder } from './order-actions.ts'
import { isActive } from './order-model.ts'
import { ownedAccount } from './place-order.ts'

export interface OrderFilter {
  portfolioId?: string | undefined
  symbol?: string | undefined
}

/**
 * Cancels every active order of the caller that matches, oldest first, each exactly as
 * DELETE /orders/{id} would (cancelled, then its commit queued); one that finished or was
 * cancelled meanwhile is left out. The portfolio, when given, must be the caller's (404
 * otherwise, like every portfolio-scoped call). Resolves once every cancel is committed.
 */
export async function cancelMatching(
  core: TradingCore,
  userId: string,
  filter: OrderFilter,
): Promise<Order[]> {
  if (filter.portfolioId !== undefined) await ownedAccount(core, userId, filter.portfolioId)
  const ids = [...core.orders.values()]
    .filter(
      (o) =>
        o.userId === userId &&
        isActive(o.status) &&
        (filter.portfolioId === undefined || o.portfolioId === filter.portfolioId) &&
        (filter.symbol === undefined || o.symbol === filter.symbol),
    )
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
    .map((o) => o.id)
  const cancelled: Order[] = []
  const commits: Promise<void>[] = []
  try {
    for (const id of ids) {
      try {
        const acted = await cancelOrder(core, userId, id)
        commits.push(core.writer.write(acted.unit))
        if (acted.order.status === 'cancelled') cancelled.push(acted.order)
      } catch (err) {
        const finished =
          err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 409)
        if (!finished) throw err
      }
    }
  } finally {
    // Whatever was cancelled in memory is committed (or the writer's failure is fatal) before
    // the answer, and before any unexpected error travels on.
    await Promise.allSettled(commits)
  }
  await Promise.all(commits)
  return cancelled
}
