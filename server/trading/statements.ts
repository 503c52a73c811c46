import type { FundingPayment, Notification, Trade } from '../../protocol/index.ts'
import type { Account } from './account.ts'
import type { TraderOrder } from './order-model.ts'
import type { Stmt } from './unit-of-work.ts'

/** Row writes as absolute states: applying the latest one is all a commit needs. */

export const orderStmt = (o: TraderOrder): Stmt => ({
  sql: `INSERT INTO orders (id, user_id, portfolio_id, client_order_id, symbol, market, side,
          order_type, quantity, price, stop_price, time_in_force, post_only, reduce_only, leverage,
          status, filled_quantity, average_price, fees, reserved_cash, reason, book_seq,
          created_at, updated_at, reserved_quantity)
        VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,
          $25)
        ON CONFLICT (id) DO UPDATE SET quantity = EXCLUDED.quantity, price = EXCLUDED.price,
          status = EXCLUDED.status, filled_quantity = EXCLUDED.filled_quantity,
          average_price = EXCLUDED.average_price, fees = EXCLUDED.fees,
          reserved_cash = EXCLUDED.reserved_cash, reason = EXCLUDED.reason,
          book_seq = EXCLUDED.book_seq, updated_at = EXCLUDED.updated_at,
          reserved_quantity = EXCLUDED.reserved_quantity`,
  params: [
    o.id,
    o.userId,
    o.portfolioId,
    o.clientOrderId,
    o.symbol,
    o.market,
    o.side,
    o.orderType,
    o.quantity,
    o.price,
    o.stopPrice,
    o.timeInForce,
    o.postOnly,
    o.reduceOnly,
    o.leverage,
    o.status,
    o.filledQuantity,
    o.filledQuantity > 0 ? o.filledNotional / o.filledQuantity : null,
    o.fees,
    o.reservedCash,
    o.reason,
    o.bookSeq,
    o.createdAt,
    o.updatedAt,
    o.reservedContracts ?? 0,
  ],
})

export const balanceStmt = (a: Account): Stmt => ({
  sql: 'UPDATE portfolios SET cash = $2, reserved = $3, updated_at = now() WHERE id = $1',
  params: [a.portfolioId, a.cash, a.reserved],
})

export const holdingStmt = (a: Account, symbol: string): Stmt => {
  const h = a.holdings.get(symbol)
  if (!h || (h.qty <= 0 && h.reserved <= 0))
    return {
      sql: 'DELETE FROM holdings WHERE portfolio_id = $1 AND symbol = $2',
      params: [a.portfolioId, symbol],
    }
  return {
    sql: `INSERT INTO holdings (id, portfolio_id, symbol, quantity, average_price, reserved)
          VALUES ($1, $2, $3, $4, $5, $6)
          ON CONFLICT (portfolio_id, symbol) DO UPDATE SET quantity = EXCLUDED.quantity,
            average_price = EXCLUDED.average_price, reserved = EXCLUDED.reserved, updated_at = now()`,
    params: [h.id, a.portfolioId, symbol, h.qty, h.avgPrice, h.reserved],
  }
}

export const perpStmt = (a: Account, symbol: string, now: Date): Stmt => {
  const p = a.perps.get(symbol)
  if (!p || p.size === 0)
    return {
      sql: 'DELETE FROM perp_positions WHERE portfolio_id = $1 AND symbol = $2',
      params: [a.portfolioId, symbol],
    }
  return {
    sql: `INSERT INTO perp_positions (id, portfolio_id, symbol, side, size, entry_price, margin,
            leverage, realized_pnl, funding_paid, updated_at)
          VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)
          ON CONFLICT (portfolio_id, symbol) DO UPDATE SET side = EXCLUDED.side,
            size = EXCLUDED.size, entry_price = EXCLUDED.entry_price, margin = EXCLUDED.margin,
            leverage = EXCLUDED.leverage, realized_pnl = EXCLUDED.realized_pnl,
            funding_paid = EXCLUDED.funding_paid, updated_at = EXCLUDED.updated_at`,
    params: [
      p.id,
      a.portfolioId,
      symbol,
      p.size > 0 ? 'long' : 'short',
      Math.abs(p.size),
      p.entryPrice,
      p.margin,
      p.leverage,
      p.realizedPnl,
      p.fundingPaid,
      now,
    ],
  }
}

export const tradeStmt = (t: Trade): Stmt => ({
  sql: `INSERT INTO trades (id, order_id, portfolio_id, symbol, market, side, price, quantity, fee,
          liquidity, realized_pnl, created_at)
        VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
  params: [
    t.id,
    t.orderId,
    t.portfolioId,
    t.symbol,
    t.market,
    t.side,
    t.price,
    t.quantity,
    t.fee,
    t.liquidity,
    t.realizedPnl,
    new Date(t.timestamp),
  ],
})

export type TradingNotification = Notification

export const notificationStmt = (userId: string, n: TradingNotification): Stmt => ({
  sql: `INSERT INTO notifications (id, user_id, title, message, category, type, priority, read,
          created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
  params: [
    n.id,
    userId,
    n.title,
    n.message,
    n.category,
    n.type,
    n.priority,
    n.read,
    new Date(n.timestamp),
  ],
})

export const idempotencyStmt = (
  userId: string,
  key: string,
  hash: string,
  status: number,
  body: unknown,
): Stmt => ({
  sql: `INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response_body)
        VALUES ($1, $2, $3, $4, $5)`,
  params: [userId, key, hash, status, JSON.stringify(body)],
})

export const fundingStmt = (f: FundingPayment): Stmt => ({
  sql: `INSERT INTO funding_payments (id, portfolio_id, position_id, symbol, side, size, mark_price,
          rate, payment, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
  params: [
    f.id,
    f.portfolioId,
    f.positionId,
    f.symbol,
    f.side,
    f.size,
    f.markPrice,
    f.rate,
    f.payment,
    new Date(f.timestamp),
  ],
})
