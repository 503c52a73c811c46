import type { PerpPositionRow } from '../db/rows.ts'
import type { OrderState } from '../matching/types.ts'
import type { TradingCore } from './core.ts'
import type { TraderOrder } from './order-model.ts'
import { loadOpenOrders, orderOfRow } from './repo.ts'

/**
 * After a restart: every committed open or pending order goes back into its book in its original
 * arrival order (book_seq), without matching, and its account is loaded. Runs before the market
 * starts so no bot can trade against a book that is still missing its traders' orders.
 */
export async function restoreOpenOrders(core: TradingCore): Promise<number> {
  const rows = await loadOpenOrders(core.db)
  let restored = 0
  for (const r of rows) {
    const info = core.symbolInfo(r.symbol)
    if (!info) continue
    await core.accounts.load(r.portfolio_id)
    const u = core.unitsOf(r.symbol)
    const lots = u.toLots(Number(r.quantity)) ?? 0
    const filledLots = u.toLots(Number(r.filled_quantity)) ?? 0
    const avg = r.average_price === null ? 0 : Number(r.average_price)
    const { averagePrice: _avg, createdAt: _c, updatedAt: _u, ...wire } = orderOfRow(r)
    const o: TraderOrder = {
      ...wire,
      userId: r.user_id,
      filledNotional: avg * wire.filledQuantity,
      bookSeq: r.book_seq === null ? null : Number(r.book_seq),
      lots,
      filledLots,
      reservedCash: Number(r.reserved_cash),
      ...(Number(r.reserved_quantity) > 0
        ? { reservedContracts: Number(r.reserved_quantity) }
        : {}),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }
    const state: OrderState = {
      id: o.id,
      owner: o.userId,
      side: o.side,
      type: o.orderType,
      qty: lots,
      filled: filledLots,
      price: o.price === null ? null : (u.toTicks(o.price) ?? null),
      stopPrice: o.stopPrice === null ? null : (u.toTicks(o.stopPrice) ?? null),
      tif: o.timeInForce,
      postOnly: o.postOnly,
      reduceOnly: o.reduceOnly,
      status: o.status,
      notional: Math.round((avg * o.filledQuantity) / (info.tickSize * info.lotSize)),
      seq: o.bookSeq ?? 0,
    }
    core.orders.set(o.id, o)
    core.exchange.restore(r.symbol, state)
    restored += 1
  }
  return restored
}

/**
 * Positions are watched (liquidation, funding, option margin and expiry) only in memory: load
 * every account holding a perpetual or option position.
 */
export async function loadPerpAccounts(core: TradingCore): Promise<number> {
  const rows = await core.db.query<Pick<PerpPositionRow, 'portfolio_id'>>(
    `SELECT portfolio_id FROM perp_positions UNION SELECT portfolio_id FROM option_positions`,
  )
  for (const r of rows) await core.accounts.load(r.portfolio_id)
  return rows.length
}
