/**
 * Turning what a trader typed into an order quantity: a base quantity must already be on the
 * lot grid; a quote amount or a quick size (a notional) is converted at the order's price and
 * rounded down to the lot, so the order never costs more than the amount asked for.
 */
import type { TFunction } from 'i18next'
import type { SymbolInfo } from '../../../protocol/market.ts'
import { floorToStep, parseDecimal, stepText, stepsOf } from './grid.ts'
import type { SizeUnit } from './ticket-form.ts'

export type GridInfo = Pick<SymbolInfo, 'base' | 'quote' | 'tickSize' | 'lotSize' | 'maxQuantity'>

/** The whole lots a notional buys at `price` (0 without a price). */
export function quantityForNotional(notional: number, price: number, lotSize: number): number {
  if (!(price > 0) || !(notional > 0)) return 0
  return floorToStep(notional / price, lotSize)
}

/**
 * Quantity for a quick size in USD. When USD is the base (USD-JPY) the size is the quantity
 * itself; otherwise it is a notional in the quote currency, converted at the price.
 */
export function quickSizeQuantity(usd: number, price: number | null, info: GridInfo): number {
  if (info.base === 'USD') return floorToStep(usd, info.lotSize)
  return price === null ? 0 : quantityForNotional(usd, price, info.lotSize)
}

export type QuantityCheck = { quantity: number; error: null } | { quantity: null; error: string }

const fail = (error: string): QuantityCheck => ({ quantity: null, error })

/** The lot rules every quantity meets: at least one lot, at most the instrument's maximum. */
export function checkLotBounds(t: TFunction, quantity: number, info: GridInfo): QuantityCheck {
  if (quantity < info.lotSize)
    return fail(t('ticket.errors.belowLot', { lot: stepText(info.lotSize), base: info.base }))
  if (quantity > info.maxQuantity)
    return fail(t('ticket.errors.aboveMax', { max: stepText(info.maxQuantity), base: info.base }))
  return { quantity, error: null }
}

/**
 * The order quantity for the size field, or the message to show next to it. `price` is the
 * price a quote amount is converted at (the order's price, else the last price).
 */
export function resolveQuantity(
  t: TFunction,
  text: string,
  unit: SizeUnit,
  price: number | null,
  info: GridInfo,
): QuantityCheck {
  const base = unit === 'base'
  if (text.trim() === '')
    return fail(t(base ? 'ticket.errors.enterQuantity' : 'ticket.errors.enterAmount'))
  const value = parseDecimal(text)
  if (value === null) return fail(t('ticket.errors.enterNumber'))
  if (value <= 0)
    return fail(t(base ? 'ticket.errors.quantityAboveZero' : 'ticket.errors.amountAboveZero'))
  if (base) {
    if (stepsOf(value, info.lotSize) === undefined)
      return fail(t('ticket.errors.offLot', { lot: stepText(info.lotSize) }))
    return checkLotBounds(t, value, info)
  }
  if (price === null || !(price > 0)) return fail(t('ticket.errors.noPrice'))
  const quantity = quantityForNotional(value, price, info.lotSize)
  if (quantity < info.lotSize)
    return fail(t('ticket.errors.amountBelowLot', { lot: stepText(info.lotSize), base: info.base }))
  return checkLotBounds(t, quantity, info)
}
