import { conflict } from '../http/errors.ts'
import type { Account } from './account.ts'
import type { TradingCore } from './core.ts'
import { ownedAccount } from './place-order.ts'
import { UnitOfWork } from './unit-of-work.ts'
import { qtyText } from './units.ts'

/** A holding worth less than this (quote currency) or under one lot is dust, not a position. */
const DUST_VALUE = 1

/** What a portfolio still holds on the exchange, in words; empty when only cash and dust remain. */
export function openPositions(core: TradingCore, a: Account): string[] {
  const open: string[] = []
  for (const [symbol, p] of a.perps)
    if (p.size !== 0)
      open.push(`${p.size > 0 ? 'long' : 'short'} ${qtyText(Math.abs(p.size))} ${symbol} perpetual`)
  for (const [symbol, p] of a.options)
    if (p.size !== 0)
      open.push(`${p.size > 0 ? 'long' : 'short'} ${qtyText(Math.abs(p.size))} ${symbol}`)
  for (const [symbol, h] of a.holdings) {
    const lots = core.unitsOf(symbol).toLots(h.qty) ?? 0
    const price = core.quotes(symbol).last ?? h.avgPrice
    if (lots >= 1 && h.qty * price >= DUST_VALUE) open.push(`${qtyText(h.qty)} ${symbol}`)
  }
  return open
}

/**
 * Deletes a portfolio in step with trading on it: after the account is loaded, everything runs
 * synchronously — the refusal while positions are open, the cancel of its resting orders and
 * the account's closing — so no order can be acknowledged for it afterwards, and the row's
 * delete commits after every earlier change of the portfolio in the same ordered writer.
 */
export async function deletePortfolio(
  core: TradingCore,
  userId: string,
  portfolioId: string,
): Promise<void> {
  const a = await ownedAccount(core, userId, portfolioId)
  const open = openPositions(core, a)
  if (open.length > 0)
    throw conflict(
      `The portfolio holds open positions (${open.join(', ')}): close them before deleting it`,
    )
  const unit = new UnitOfWork()
  const now = Date.now()
  for (const o of [...core.orders.values()])
    if (o.portfolioId === portfolioId) {
      core.run(unit, () => core.exchange.cancel(o.symbol, o.id, now))
      core.orders.delete(o.id)
    }
  a.closed = true
  core.accounts.retire(portfolioId)
  // Appended, so it runs after every row and every earlier append of its commit.
  unit.insert({ sql: 'DELETE FROM portfolios WHERE id = $1', params: [portfolioId] })
  unit.touchedUsers.add(userId)
  await core.writer.write(unit)
}
