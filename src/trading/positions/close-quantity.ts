/**
 * How much of a position a partial close takes: a lot-aligned quantity above zero and at most
 * the position's size (the whole size closes the position, SPEC §4).
 */
import type { TFunction } from 'i18next'
import { parseDecimal, stepText, stepsOf } from '../ticket/grid.ts'

export type CloseCheck =
  { quantity: number; whole: boolean; error: null } | { quantity: null; error: string }

export function checkCloseQuantity(
  t: TFunction,
  text: string,
  positionSize: number,
  lotSize: number,
): CloseCheck {
  const fail = (error: string): CloseCheck => ({ quantity: null, error })
  if (text.trim() === '') return fail(t('positions.closeErrors.enterQuantity'))
  const q = parseDecimal(text)
  if (q === null) return fail(t('positions.closeErrors.enterNumber'))
  if (q <= 0) return fail(t('positions.closeErrors.aboveZero'))
  if (stepsOf(q, lotSize) === undefined)
    return fail(t('positions.closeErrors.offLot', { lot: stepText(lotSize) }))
  const size = Math.abs(positionSize)
  // Compared in lots, so float noise in the size never refuses closing all of it.
  const lots = stepsOf(q, lotSize) ?? 0
  const sizeLots = Math.round(size / lotSize)
  if (lots > sizeLots) return fail(t('positions.closeErrors.aboveSize', { size: stepText(size) }))
  return { quantity: q, whole: lots === sizeLots, error: null }
}

/** "Sell" closes a long, "Buy" a short: the opposite-side market order the close places. */
export const closingSide = (side: 'long' | 'short'): 'sell' | 'buy' =>
  side === 'long' ? 'sell' : 'buy'
