import { releaseCash, releaseContracts } from '../../trading/account.ts'
import type { TradingCore } from '../../trading/core.ts'
import { loadOpenOrders, orderOfRow } from '../../trading/repo.ts'
import { balanceStmt } from '../../trading/statements.ts'
import { UnitOfWork } from '../../trading/unit-of-work.ts'
import { EXPIRED_REASON, settleExpiry } from './expiry.ts'
import { optionStmt } from './rows.ts'
import { specOf } from './wire.ts'

/**
 * After a restart the listing is rolled afresh, with strikes around the index now: a contract a
 * trader still holds or has orders in may be missing from it. Those that have not expired yet are
 * listed again (their expiry read off the name, at the listing hour), so their positions are
 * valued, tradable and settle at expiry like any other. Runs before the open orders are restored.
 */
export async function relistHeldContracts(core: TradingCore, now: Date): Promise<number> {
  const options = core.options
  if (!options) return 0
  const rows = await core.db.query<{ symbol: string }>(
    `SELECT symbol FROM option_positions UNION
     SELECT symbol FROM orders WHERE market = 'option'
       AND status IN ('pending', 'open', 'partially_filled')`,
  )
  let relisted = 0
  for (const { symbol } of rows) {
    if (options.option(symbol)) continue
    const spec = specOf(symbol, undefined)
    if (!spec || spec.expiry <= now.getTime()) continue
    try {
      relisted += options.listExpiry(spec.underlying, spec.expiry, [spec.strike]).length
    } catch {
      // Not an underlying with options any more, or the name is taken by another expiry: the
      // position stays as it is, valued at its entry premium.
    }
  }
  return relisted
}

/**
 * After a restart: contracts that expired while the server was down are no longer listed, so
 * their open orders were not restored and their positions would never settle. The orders are
 * cancelled (what they held back goes back), and the positions settle at intrinsic value against
 * the underlying's index now, the first price the server has after its expiry. Runs once the
 * accounts holding options are loaded; returns the unit to commit.
 */
export async function settleMissedExpiries(core: TradingCore, now: Date): Promise<UnitOfWork> {
  const unit = new UnitOfWork()
  const rows = (await loadOpenOrders(core.db)).filter(
    (r) => r.market === 'option' && !core.orders.has(r.id) && !core.symbolInfo(r.symbol),
  )
  for (const r of rows) {
    const a = await core.accounts.load(r.portfolio_id)
    if (!a) continue
    releaseCash(a, Number(r.reserved_cash))
    releaseContracts(a, r.symbol, Number(r.reserved_quantity))
    const o = { ...orderOfRow(r), status: 'cancelled' as const, reason: EXPIRED_REASON }
    unit.put(`order:${o.id}`, {
      sql: `UPDATE orders SET status = $2, reason = $3, reserved_cash = 0, reserved_quantity = 0,
              updated_at = $4 WHERE id = $1`,
      params: [o.id, o.status, o.reason, now],
    })
    unit.put(`balance:${a.portfolioId}`, balanceStmt(a))
    unit.put(`option:${a.portfolioId}:${r.symbol}`, optionStmt(a, r.symbol, now))
  }
  const byUnderlying = new Map<
    string,
    { symbol: string; right: 'call' | 'put'; strike: number }[]
  >()
  for (const symbol of core.accounts.optionSymbols()) {
    if (core.symbolInfo(symbol)) continue
    const spec = specOf(symbol, undefined)
    if (!spec || spec.expiry > now.getTime()) continue
    const list = byUnderlying.get(spec.underlying) ?? []
    list.push({ symbol, right: spec.right, strike: spec.strike })
    byUnderlying.set(spec.underlying, list)
  }
  for (const [underlying, contracts] of byUnderlying) {
    const settlementPrice = core.market.indexPrice(underlying)
    if (settlementPrice === undefined) continue
    const settled = settleExpiry(core, { settlementPrice, contracts }, now)
    for (const [k, s] of settled.rows) unit.put(k, s)
    for (const s of settled.inserts) unit.insert(s)
    for (const p of settled.pushes) unit.push(p)
    for (const u of settled.touchedUsers) unit.touchedUsers.add(u)
  }
  return unit
}
