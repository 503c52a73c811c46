import { recordHouseFill } from './house-fill.ts'
import { randomUUID } from 'node:crypto'
import { notify } from '../notifications/deliver.ts'
import { positionLiquidationPrice } from '../perps/wire.ts'
import { applyPerpFill, positionStateOf, type Account, type PerpState } from './account.ts'
import type { TradingCore } from './core.ts'
import { TAKER_FEE_RATE } from '../../protocol/trading-math.ts'
import { recordAccount } from './settlement.ts'
import { UnitOfWork } from './unit-of-work.ts'
import { money, qtyText, usd } from './units.ts'

export const LIQUIDATION_REASON = 'Liquidation: the mark price reached the liquidation price'
export const LIQUIDATION_CANCEL_REASON = 'Cancelled: the position was liquidated'

/** The liquidation price of an in-memory position (size signed), on the symbol's tick grid. */
function liquidationPriceOf(core: TradingCore, symbol: string, p: PerpState): number {
  const liq = positionLiquidationPrice(positionStateOf(p))
  const u = core.unitsOf(symbol)
  return u.price(Math.max(1, Math.round(liq / u.symbol.tickSize)))
}

/**
 * Force-closes `a`'s perpetual position in `symbol` at its liquidation price. The house takes the
 * position over (as an exchange's liquidation engine does) rather than dumping it into the
 * book, so the trader's close price is exactly the published liquidation price whatever the
 * book looks like; the trader pays the taker fee and keeps what is left of the margin. The
 * trader's other perpetual orders on the symbol are cancelled first, since they were sized
 * against a position that no longer exists. Returns the unit to commit.
 */
export function liquidate(
  core: TradingCore,
  a: Account,
  symbol: string,
  markPrice: number,
  now: Date,
): UnitOfWork | undefined {
  const p = a.perps.get(symbol)
  if (!p || p.size === 0) return undefined
  const unit = new UnitOfWork()
  const mine = [...core.orders.values()].filter(
    (o) => o.portfolioId === a.portfolioId && o.symbol === symbol && o.market === 'perp',
  )
  core.run(unit, () => {
    for (const o of mine) {
      o.reason = LIQUIDATION_CANCEL_REASON
      core.exchange.cancel(symbol, o.id, now.getTime())
    }
  })
  const u = core.unitsOf(symbol)
  const price = liquidationPriceOf(core, symbol, p)
  const qty = Math.abs(p.size)
  const side = p.size > 0 ? 'sell' : 'buy'
  const positionSide = p.size > 0 ? 'long' : 'short'
  const leverage = p.leverage
  const fee = money(qty * price * TAKER_FEE_RATE)
  const realized = applyPerpFill(a, symbol, side, qty, price, fee, leverage, randomUUID)
  const lots = u.toLots(qty) ?? 0
  recordHouseFill(unit, {
    account: a,
    symbol,
    market: 'perp',
    side,
    quantity: qty,
    lots,
    price,
    fee,
    leverage,
    realizedPnl: realized,
    reason: LIQUIDATION_REASON,
    now,
  })
  recordAccount(core, a, [symbol], unit, now)
  const n = {
    id: randomUUID(),
    title: 'Position liquidated',
    message: `Your ${leverage}x ${positionSide} of ${qtyText(qty)} ${symbol} perpetual was closed at ${usd(price)} (mark ${usd(markPrice)}): ${usd(realized)} ${a.currency} realized, fee ${usd(fee)}`,
    category: 'trading' as const,
    type: 'error' as const,
    priority: 'urgent',
    timestamp: now.toISOString(),
    read: false,
  }
  notify(unit, core.db, a.userId, n)
  return unit
}
