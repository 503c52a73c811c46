import { initialMargin } from '../../protocol/trading-math.ts'
import { sideSign, type PositionSide } from './pnl.ts'

/** An open isolated-margin position, size always positive. */
export interface PositionState {
  side: PositionSide
  size: number
  entryPrice: number
  /** Isolated margin (USD) locked by the position. */
  margin: number
  /** The trader's leverage setting when the position last grew (margin is the true measure). */
  leverage: number
  /** PnL realized by reductions of this position so far, before fees. */
  realizedPnl: number
  /** Net funding paid (negative: received) since the position opened. */
  fundingPaid: number
}

export interface PerpFill {
  side: 'buy' | 'sell'
  price: number
  qty: number
  leverage: number
}

export interface FillResult {
  /** The position after the fill; null when it closed. */
  position: PositionState | null
  /** PnL of the reduced part, before fees. */
  realizedPnl: number
  /** Margin handed back to the account's free cash by a reduction. */
  marginReleased: number
  /** Margin the account must lock for the part that opened or grew the position. */
  marginAdded: number
}

// Sizes left over by float arithmetic (0.3 − 0.1 − 0.2) count as closed.
const DUST = 1e-12

const open = (side: PositionSide, fill: PerpFill, qty: number): PositionState => ({
  side,
  size: qty,
  entryPrice: fill.price,
  margin: initialMargin(qty * fill.price, fill.leverage),
  leverage: fill.leverage,
  realizedPnl: 0,
  fundingPaid: 0,
})

/**
 * One fill against the current position. Same side: the position grows at a size-weighted entry
 * price and the new part's margin is added. Opposite side: the position shrinks, realizing
 * PnL on the closed part and releasing its share of margin pro rata; a fill larger than the
 * position closes it and opens the rest on the other side as a fresh position (realized PnL and
 * funding of the new position start at zero, as on exchanges). Fees are the caller's.
 */
export function applyFill(position: PositionState | null, fill: PerpFill): FillResult {
  if (!(fill.qty > 0) || !(fill.price > 0))
    throw new RangeError('fill needs positive qty and price')
  const fillSide: PositionSide = fill.side === 'buy' ? 'long' : 'short'
  if (!position) {
    const opened = open(fillSide, fill, fill.qty)
    return { position: opened, realizedPnl: 0, marginReleased: 0, marginAdded: opened.margin }
  }
  if (position.side === fillSide) {
    const added = initialMargin(fill.qty * fill.price, fill.leverage)
    const size = position.size + fill.qty
    return {
      position: {
        ...position,
        size,
        entryPrice: (position.size * position.entryPrice + fill.qty * fill.price) / size,
        margin: position.margin + added,
        leverage: fill.leverage,
      },
      realizedPnl: 0,
      marginReleased: 0,
      marginAdded: added,
    }
  }
  const closing = Math.min(fill.qty, position.size)
  const realized = sideSign(position.side) * (fill.price - position.entryPrice) * closing
  const remaining = position.size - closing
  if (remaining > position.size * DUST) {
    const released = (position.margin * closing) / position.size
    return {
      position: {
        ...position,
        size: remaining,
        margin: position.margin - released,
        realizedPnl: position.realizedPnl + realized,
      },
      realizedPnl: realized,
      marginReleased: released,
      marginAdded: 0,
    }
  }
  const rest = fill.qty - closing
  const flipped = rest > fill.qty * DUST ? open(fillSide, fill, rest) : null
  return {
    position: flipped,
    realizedPnl: realized,
    marginReleased: position.margin,
    marginAdded: flipped?.margin ?? 0,
  }
}
