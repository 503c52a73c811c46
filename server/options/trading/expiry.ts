import { recordHouseFill } from '../../trading/house-fill.ts'
import { randomUUID } from 'node:crypto'
import { intrinsicValue } from '../../../protocol/options/margin.ts'
import { notify } from '../../notifications/deliver.ts'
import { applyOptionFillTo, type Account } from '../../trading/account.ts'
import type { TradingCore } from '../../trading/core.ts'
import { recordAccount } from '../../trading/settlement.ts'
import { UnitOfWork } from '../../trading/unit-of-work.ts'
import { money, qtyText, usd } from '../../trading/units.ts'
import type { Expiry, ListedOption } from '../types.ts'

export const EXPIRED_REASON = 'Expired: the option contract settled'
export const SETTLED_REASON = 'Settled at expiry against the index'

/**
 * Settles every trader's stake in contracts that reached expiry, in one unit of work: their open
 * orders are cancelled (the cancel releases what they held back), then each position is closed
 * at its intrinsic value against the settlement price — a long receives it, a short pays it and
 * gets its margin back — with a filled order and a trade row (no fee) carrying the realized P&L,
 * and a notification. The caller commits the unit; pushes go out after the commit.
 */
export function settleExpiry(
  core: TradingCore,
  expiry: Pick<Expiry, 'settlementPrice'> & {
    contracts: Pick<ListedOption, 'symbol' | 'right' | 'strike'>[]
  },
  now: Date,
): UnitOfWork {
  const unit = new UnitOfWork()
  const symbols = new Set(expiry.contracts.map((c) => c.symbol))
  const mine = [...core.orders.values()].filter((o) => symbols.has(o.symbol))
  core.run(unit, () => {
    for (const o of mine) {
      o.reason = EXPIRED_REASON
      core.exchange.cancel(o.symbol, o.id, now.getTime())
    }
  })
  for (const c of expiry.contracts)
    for (const a of [...core.accounts.optionHoldersOf(c.symbol)])
      settlePosition(core, a, c, expiry.settlementPrice, unit, now)
  return unit
}

function settlePosition(
  core: TradingCore,
  a: Account,
  c: Pick<ListedOption, 'symbol' | 'right' | 'strike'>,
  settlement: number,
  unit: UnitOfWork,
  now: Date,
): void {
  const p = a.options.get(c.symbol)
  if (!p || p.size === 0) return
  const price = money(intrinsicValue(c.right, settlement, c.strike))
  const qty = Math.abs(p.size)
  const side = p.size > 0 ? 'sell' : 'buy'
  const positionSide = p.size > 0 ? 'long' : 'short'
  const fill = { side, qty, price, fee: 0, marginPerContract: 0, closing: p.reserved } as const
  const realized = applyOptionFillTo(a, c.symbol, fill, randomUUID)
  // A contract delisted while the server was down has no units any more; lots stay in memory only.
  const info = core.symbolInfo(c.symbol)
  const lots = info ? (core.unitsOf(c.symbol).toLots(qty) ?? 0) : 0
  recordHouseFill(unit, {
    account: a,
    symbol: c.symbol,
    market: 'option',
    side,
    quantity: qty,
    lots,
    price,
    fee: 0,
    leverage: 1,
    realizedPnl: realized,
    reason: SETTLED_REASON,
    now,
  })
  recordAccount(core, a, [c.symbol], unit, now)
  const amount = money((side === 'sell' ? 1 : -1) * qty * price)
  notify(unit, core.db, a.userId, {
    id: randomUUID(),
    title: 'Option settled',
    message: `${c.symbol} expired at ${usd(settlement)}: your ${positionSide} of ${qtyText(qty)} contracts settled at ${usd(price)} each, ${amount >= 0 ? 'received' : 'paid'} ${usd(Math.abs(amount))} ${a.currency}, P&L ${usd(realized)}`,
    category: 'trading',
    type: 'trade',
    priority: 'normal',
    timestamp: now.toISOString(),
    read: false,
  })
}
