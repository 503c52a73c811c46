import { recordHouseFill } from '../../trading/house-fill.ts'
import { randomUUID } from 'node:crypto'
import { TAKER_FEE_RATE } from '../../../protocol/trading-math.ts'
import { notify } from '../../notifications/deliver.ts'
import {
  applyOptionFillTo,
  availableCash,
  releaseCash,
  reserveCash,
  type Account,
} from '../../trading/account.ts'
import type { TradingCore } from '../../trading/core.ts'
import { recordAccount } from '../../trading/settlement.ts'
import { UnitOfWork } from '../../trading/unit-of-work.ts'
import { money, qtyText, usd } from '../../trading/units.ts'
import { marginPerContract } from './order-support.ts'

/** A short's margin is released only once it exceeds the requirement by this share. */
export const MARGIN_RELEASE_SLACK = 0.1
export const MARGIN_CALL_REASON = 'Margin call: the short option was bought back at the mark'

/**
 * Keeps every short option on `underlying` margined at the current index and mark: a short whose
 * requirement grew takes the difference from the portfolio's available cash; if that is not
 * there, the house buys the short back at the model's mark (rounded up to the tick) with the
 * taker fee, as a perpetual's liquidation does, and the trader is told. A requirement that fell
 * well below the margin (by more than MARGIN_RELEASE_SLACK) gives the surplus back. Returns the
 * unit to commit, or undefined when nothing changed.
 */
export function upkeepOptionMargins(
  core: TradingCore,
  underlying: string,
  now: Date,
): UnitOfWork | undefined {
  const options = core.options
  if (!options) return undefined
  const unit = new UnitOfWork()
  for (const symbol of core.accounts.optionSymbols()) {
    const spec = options.option(symbol)
    if (spec?.underlying !== underlying) continue
    for (const a of [...core.accounts.optionHoldersOf(symbol)]) {
      const p = a.options.get(symbol)
      if (!p || p.size >= 0) continue
      const required = money(marginPerContract(core, symbol, spec, p.avgPrice) * -p.size)
      const short = money(required - p.margin)
      if (short > 0.005) {
        if (availableCash(a) >= short) {
          reserveCash(a, short)
          p.margin = required
          recordAccount(core, a, [symbol], unit, now)
        } else buyBack(core, a, symbol, required, unit, now)
      } else if (p.margin > required * (1 + MARGIN_RELEASE_SLACK)) {
        releaseCash(a, money(p.margin - required))
        p.margin = required
        recordAccount(core, a, [symbol], unit, now)
      }
    }
  }
  return unit.empty ? undefined : unit
}

function buyBack(
  core: TradingCore,
  a: Account,
  symbol: string,
  required: number,
  unit: UnitOfWork,
  now: Date,
): void {
  const p = a.options.get(symbol)
  if (!p) return
  const mine = [...core.orders.values()].filter(
    (o) => o.portfolioId === a.portfolioId && o.symbol === symbol,
  )
  core.run(unit, () => {
    for (const o of mine) {
      o.reason = 'Cancelled: the short option was bought back on a margin call'
      core.exchange.cancel(symbol, o.id, now.getTime())
    }
  })
  const u = core.unitsOf(symbol)
  const mark = core.optionValue(symbol)?.markPrice ?? p.avgPrice
  const price = u.price(Math.max(1, Math.ceil(mark / u.symbol.tickSize - 1e-9)))
  const qty = -p.size
  const fee = money(qty * price * TAKER_FEE_RATE)
  const fill = { side: 'buy', qty, price, fee, marginPerContract: 0, closing: 0 } as const
  const realized = applyOptionFillTo(a, symbol, fill, randomUUID)
  const lots = u.toLots(qty) ?? 0
  recordHouseFill(unit, {
    account: a,
    symbol,
    market: 'option',
    side: 'buy',
    quantity: qty,
    lots,
    price,
    fee,
    leverage: 1,
    realizedPnl: realized,
    reason: MARGIN_CALL_REASON,
    now,
  })
  recordAccount(core, a, [symbol], unit, now)
  notify(unit, core.db, a.userId, {
    id: randomUUID(),
    title: 'Short option bought back',
    message: `Your short of ${qtyText(qty)} ${symbol} needed ${usd(required)} ${a.currency} margin and the cash was not there: it was bought back at ${usd(price)}, ${usd(realized)} ${a.currency} realized, fee ${usd(fee)}`,
    category: 'trading',
    type: 'error',
    priority: 'urgent',
    timestamp: now.toISOString(),
    read: false,
  })
}
