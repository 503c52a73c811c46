import { randomUUID } from 'node:crypto'
import type { Holding, HoldingCreate } from '../../protocol/index.ts'
import { conflict, notFound } from '../http/errors.ts'
import { addToHolding } from './account.ts'
import type { TradingCore } from './core.ts'
import { ownedAccount } from './place-order.ts'
import { holdingStmt } from './statements.ts'
import { UnitOfWork } from './unit-of-work.ts'

/**
 * Manual holdings (POST /holdings) change the same in-memory account that orders reserve from,
 * so they go through here and the writer instead of straight to the table.
 */
export async function addHolding(
  core: TradingCore,
  userId: string,
  portfolioId: string,
  h: HoldingCreate,
): Promise<Holding> {
  const a = await ownedAccount(core, userId, portfolioId)
  const now = new Date()
  const s = addToHolding(a, h.symbol, h.quantity, h.averagePrice, randomUUID)
  const unit = new UnitOfWork()
  unit.put(`holding:${a.portfolioId}:${h.symbol}`, holdingStmt(a, h.symbol))
  unit.touchedUsers.add(userId)
  await core.writer.write(unit)
  return {
    id: s.id,
    portfolioId: a.portfolioId,
    symbol: h.symbol,
    quantity: s.qty,
    averagePrice: s.avgPrice,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  }
}

export async function deleteHolding(
  core: TradingCore,
  userId: string,
  holdingId: string,
): Promise<void> {
  const [row] = await core.db.query<{ portfolio_id: string; symbol: string }>(
    `SELECT h.portfolio_id, h.symbol FROM holdings h JOIN portfolios p ON p.id = h.portfolio_id
     WHERE h.id = $1 AND p.user_id = $2`,
    [holdingId, userId],
  )
  if (!row) throw notFound('Holding not found')
  const a = await ownedAccount(core, userId, row.portfolio_id)
  const h = a.holdings.get(row.symbol)
  if (h && h.reserved > 0)
    throw conflict('Holding is reserved by open sell orders: cancel them first')
  a.holdings.delete(row.symbol)
  const unit = new UnitOfWork()
  unit.put(`holding:${a.portfolioId}:${row.symbol}`, holdingStmt(a, row.symbol))
  unit.touchedUsers.add(userId)
  await core.writer.write(unit)
}

/** Before a portfolio is deleted: its orders leave the books and its account leaves memory. */
export async function retirePortfolio(
  core: TradingCore,
  userId: string,
  portfolioId: string,
): Promise<void> {
  const a = await core.accounts.load(portfolioId)
  if (!a || a.userId !== userId) return
  const unit = new UnitOfWork()
  for (const o of [...core.orders.values()])
    if (o.portfolioId === portfolioId) {
      core.run(unit, () => core.exchange.cancel(o.symbol, o.id, Date.now()))
      core.orders.delete(o.id)
    }
  await core.writer.write(unit)
  core.accounts.drop(portfolioId)
}
