/**
 * The arithmetic of one option position, pure: fills at a premium, the average premium, realized
 * P&L and the margin a short locks. Cash moves are returned, not applied, so the account code
 * decides where they go.
 */

/** A portfolio's position in one option contract as the trading service holds it in memory. */
export interface OptionPositionState {
  id: string
  /** Signed contracts: positive long, negative short. */
  size: number
  /** Average premium per contract paid (long) or received (short). */
  avgPrice: number
  /** Cash locked for the short (0 for a long); part of the account's `reserved`. */
  margin: number
  realizedPnl: number
  /** Contracts of a long held back by open sell orders that close them. */
  reserved: number
}

export interface OptionFill {
  side: 'buy' | 'sell'
  qty: number
  price: number
  fee: number
  /** Margin per contract a short needs at this fill (shortOptionMargin at the index and mark). */
  marginPerContract: number
}

export interface OptionFillResult {
  /** The position after the fill; null when it closed. */
  position: Omit<OptionPositionState, 'id' | 'reserved'> | null
  /** Cash in (positive) or out: premium received or paid, less the fee. */
  cashDelta: number
  /** Margin locked (positive) or released (negative) by the fill. */
  marginDelta: number
  /** P&L realized by the closing part, before fees. */
  realizedPnl: number
  /** True when the fill crossed zero: the remainder is a fresh position on the other side. */
  flipped: boolean
}

const round8 = (n: number): number => Number(n.toFixed(8))
const round10 = (n: number): number => Number(n.toFixed(10))

/**
 * One fill against a position (or none). A buy pays premium + fee, a sell receives premium − fee.
 * The part that reduces realizes P&L against the average premium (a long gains when it sells
 * higher, a short when it buys back lower) and a short's margin is released pro rata; the part
 * that grows (or opens after crossing zero) averages the premium in and, for a short, locks
 * `marginPerContract` per contract.
 */
export function applyOptionFill(
  before: Pick<OptionPositionState, 'size' | 'avgPrice' | 'margin' | 'realizedPnl'> | null,
  fill: OptionFill,
): OptionFillResult {
  const size = before?.size ?? 0
  const signed = fill.side === 'buy' ? fill.qty : -fill.qty
  const premium = fill.qty * fill.price
  const cashDelta = round8((fill.side === 'buy' ? -premium : premium) - fill.fee)
  const reducing = size !== 0 && Math.sign(signed) !== Math.sign(size)
  const closedQty = reducing ? Math.min(Math.abs(size), fill.qty) : 0
  const openedQty = round10(fill.qty - closedQty)
  let realizedPnl = 0
  let marginDelta = 0
  let avgPrice = before?.avgPrice ?? 0
  let margin = before?.margin ?? 0
  if (closedQty > 0) {
    const perContract = size > 0 ? fill.price - avgPrice : avgPrice - fill.price
    realizedPnl = round8(perContract * closedQty)
    const released = size < 0 ? round8((margin * closedQty) / Math.abs(size)) : 0
    margin = round8(margin - released)
    marginDelta -= released
  }
  const remaining = round10(size + (reducing ? Math.sign(signed) * closedQty : 0))
  const flipped = reducing && remaining === 0 && openedQty > 0
  let newSize = remaining
  if (openedQty > 0) {
    const held = Math.abs(remaining)
    avgPrice =
      held > 0 ? (held * avgPrice + openedQty * fill.price) / (held + openedQty) : fill.price
    newSize = round10(remaining + Math.sign(signed) * openedQty)
    if (signed < 0) {
      const locked = round8(openedQty * fill.marginPerContract)
      margin = round8(margin + locked)
      marginDelta += locked
    }
  }
  const realizedTotal = round8((before?.realizedPnl ?? 0) + realizedPnl)
  return {
    position:
      newSize === 0
        ? null
        : {
            size: newSize,
            avgPrice: round8(avgPrice),
            margin: newSize < 0 ? margin : 0,
            // A fresh position on the other side starts its own P&L record.
            realizedPnl: flipped ? 0 : realizedTotal,
          },
    cashDelta,
    marginDelta: round8(marginDelta),
    realizedPnl,
    flipped,
  }
}

/** Contracts of a long not yet promised to an open sell: what a new sell may close. */
export const freeLong = (p: Pick<OptionPositionState, 'size' | 'reserved'> | undefined): number =>
  p && p.size > 0 ? Math.max(0, round10(p.size - p.reserved)) : 0
