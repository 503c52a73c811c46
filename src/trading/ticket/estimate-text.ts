import type { TFunction } from 'i18next'
import { MAKER_FEE_RATE, TAKER_FEE_RATE } from '../../../protocol/trading-math.ts'
import { formatMoney } from '../../lib/format.ts'
import type { OrderEstimate } from './estimate.ts'

// A no-break space keeps a rate and its % sign together when the line wraps.
const pct = (rate: number): string => `${(rate * 100).toFixed(2)}\u00a0%`

/** The fee line: one rate when the order's liquidity is known, both for a resting limit. */
export function feeText(t: TFunction, e: OrderEstimate, currency: string): string {
  const maker = pct(MAKER_FEE_RATE)
  const taker = pct(TAKER_FEE_RATE)
  if (e.liquidity === 'maker')
    return t('ticket.estimate.maker', { amount: formatMoney(e.makerFee, currency), rate: maker })
  if (e.liquidity === 'taker')
    return t('ticket.estimate.taker', { amount: formatMoney(e.takerFee, currency), rate: taker })
  return t('ticket.estimate.either', {
    low: formatMoney(e.makerFee, currency),
    high: formatMoney(e.takerFee, currency),
    maker,
    taker,
  })
}
