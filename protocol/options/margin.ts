/**
 * Margin for short options, one stated rule (the shape of the US exchanges' naked-option rule):
 * per contract, the option's mark plus the larger of 15 % of the index less the amount the
 * option is out of the money, and a floor of 10 % of the index (calls) or of the strike (puts).
 * A short put never needs more than its strike, the most it can lose. Longs need no margin: the
 * premium is paid in full.
 */
import type { OptionKind } from './black.ts'

export const SHORT_MARGIN_RATE = 0.15
export const SHORT_MARGIN_FLOOR = 0.1

export function shortOptionMargin(
  kind: OptionKind,
  index: number,
  strike: number,
  mark: number,
): number {
  const otm = kind === 'call' ? Math.max(0, strike - index) : Math.max(0, index - strike)
  const floor = SHORT_MARGIN_FLOOR * (kind === 'call' ? index : strike)
  const perContract = mark + Math.max(SHORT_MARGIN_RATE * index - otm, floor)
  return kind === 'put' ? Math.min(perContract, strike) : perContract
}

/** What a contract pays at expiry against the settlement (index) price. */
export const intrinsicValue = (kind: OptionKind, settlement: number, strike: number): number =>
  kind === 'call' ? Math.max(0, settlement - strike) : Math.max(0, strike - settlement)
