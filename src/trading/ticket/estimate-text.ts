import { MAKER_FEE_RATE, TAKER_FEE_RATE } from '../../../protocol/trading-math.ts'
import { formatMoney } from '../../lib/format.ts'
import type { OrderEstimate } from './estimate.ts'

// A no-break space keeps a rate and its % sign together when the line wraps.
const pct = (rate: number): string => `${(rate * 100).toFixed(2)}\u00a0%`

/** The fee line: one rate when the order's liquidity is known, both for a resting limit. */
export function feeText(e: OrderEstimate, currency: string): string {
  const maker = `${formatMoney(e.makerFee, currency)} (maker ${pct(MAKER_FEE_RATE)})`
  const taker = `${formatMoney(e.takerFee, currency)} (taker ${pct(TAKER_FEE_RATE)})`
  if (e.liquidity === 'maker') return maker
  if (e.liquidity === 'taker') return taker
  return `${formatMoney(e.makerFee, currency)}–${formatMoney(e.takerFee, currency)} (maker ${pct(MAKER_FEE_RATE)} / taker ${pct(TAKER_FEE_RATE)})`
}
