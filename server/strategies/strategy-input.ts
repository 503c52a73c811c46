import type { ValidationIssue } from '../../protocol/index.ts'
import type { StrategyConfig } from '../../protocol/strategies/config.ts'
import { validateConfig } from '../../protocol/strategies/validate.ts'
import type { Queryable } from '../db/types.ts'
import { conflict, notFound, ValidationError } from '../http/errors.ts'
import { activePortfolio, findPortfolio } from '../portfolios/repo.ts'
import { bookOf } from './present.ts'
import { stateRowsOf } from './repo.ts'
import { num, type StrategyRow } from './rows.ts'

/** The config if the engine accepts it; else 422 with each problem under body.config…. */
export function checkedConfig(raw: unknown): StrategyConfig {
  const checked = validateConfig(raw)
  if (checked.ok) return checked.config
  throw new ValidationError(
    checked.issues.map((i): ValidationIssue => ({
      loc: ['body', 'config', ...i.path],
      msg: i.message,
      type: 'invalid_strategy',
    })),
  )
}

/** The user's portfolio named in the request, else their active one (null when they have none). */
export async function portfolioFor(
  db: Queryable,
  userId: string,
  portfolioId: string | undefined,
): Promise<string | null> {
  if (portfolioId === undefined) return (await activePortfolio(db, userId))?.id ?? null
  const found = await findPortfolio(db, userId, portfolioId)
  if (!found) throw notFound('Portfolio not found')
  return found.id
}

/**
 * Activation needs a portfolio of the trader's with free cash (cash not held by open orders)
 * for what the strategy may still spend: its book's cash when it traded before (capital plus
 * realised P&L, less what its open position holds), else its allocated capital. A strategy never
 * borrows beyond its portfolio; shares of one portfolio are the trader's to plan.
 */
export async function checkActivation(db: Queryable, row: StrategyRow): Promise<void> {
  if (row.portfolio_id === null)
    throw conflict('Choose a portfolio for the strategy before activating it')
  const rows = await db.query<{ cash: string; reserved: string }>(
    'SELECT cash, reserved FROM portfolios WHERE id = $1 AND user_id = $2',
    [row.portfolio_id, row.user_id],
  )
  const portfolio = rows[0]
  if (!portfolio) throw conflict('Choose a portfolio for the strategy before activating it')
  const capital = num(row.allocated_capital)
  const [state] = await stateRowsOf(db, [row.id])
  const book = bookOf(state, capital)
  const held = Math.abs(book.quantity) * book.entryPrice
  const needed = Math.max(0, Math.min(capital, book.cash - held))
  const free = num(portfolio.cash) - num(portfolio.reserved)
  if (free + 1e-9 < needed)
    throw conflict(
      `The portfolio has ${free.toFixed(2)} USD of free cash; the strategy needs ${needed.toFixed(2)} USD to trade`,
    )
}
