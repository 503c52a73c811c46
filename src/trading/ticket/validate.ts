/**
 * The ticket read as an order: each field checked as the server checks it (lot and tick grids,
 * the instrument's maximum, the price band around the last price, the leverage tier), with the
 * message shown next to the field. An order with any message is not sent.
 */
import type { TFunction } from 'i18next'
import { maxLeverage } from '../../../protocol/trading-math.ts'
import { LEVERAGE_MAX, LEVERAGE_MIN, PRICE_BAND } from '../../../protocol/trading.ts'
import type { MarketKind, OrderType } from '../../../protocol/trading.ts'
import { formatStep, parseDecimal, stepText, stepsOf } from './grid.ts'
import { resolveQuantity, type GridInfo } from './quantity.ts'
import {
  priceFieldInline,
  priceFieldLabel,
  priceKind,
  stopPriceKind,
  takesPrice,
  takesStopPrice,
  type PriceKind,
  type ResolvedChoices,
  type TicketForm,
} from './ticket-form.ts'

export type TicketField = 'price' | 'stopPrice' | 'size' | 'leverage'
export type TicketErrors = Partial<Record<TicketField, string>>

export interface TicketReading {
  errors: TicketErrors
  quantity: number | null
  price: number | null
  stopPrice: number | null
  /** The price the order is expected to fill at, for the estimate and quote conversions. */
  fillPrice: number | null
}

type PriceCheck = { value: number; error: null } | { value: null; error: string }

/** A typed price on the tick grid and within PRICE_BAND of the last price. */
export function checkPrice(
  t: TFunction,
  text: string,
  kind: PriceKind,
  info: GridInfo,
  lastPrice: number | null,
): PriceCheck {
  const fail = (error: string): PriceCheck => ({ value: null, error })
  const label = priceFieldLabel(t, kind)
  if (text.trim() === '')
    return fail(t('ticket.errors.enterPrice', { label: priceFieldInline(t, kind) }))
  const value = parseDecimal(text)
  if (value === null) return fail(t('ticket.errors.enterNumber'))
  if (value <= 0) return fail(t('ticket.errors.aboveZero', { label }))
  if (stepsOf(value, info.tickSize) === undefined)
    return fail(t('ticket.errors.offTick', { label, tick: stepText(info.tickSize) }))
  if (lastPrice !== null && lastPrice > 0) {
    const low = formatStep(lastPrice / PRICE_BAND, info.tickSize)
    const high = formatStep(lastPrice * PRICE_BAND, info.tickSize)
    if (value < lastPrice / PRICE_BAND || value > lastPrice * PRICE_BAND)
      return fail(t('ticket.errors.outOfBand', { label, low, high }))
  }
  return { value, error: null }
}

/** Where the order is expected to fill: market at the last price, others at their own price. */
export function fillPriceOf(
  orderType: OrderType,
  price: number | null,
  stopPrice: number | null,
  lastPrice: number | null,
): number | null {
  if (orderType === 'market') return lastPrice
  if (takesPrice(orderType)) return price ?? lastPrice
  return stopPrice ?? lastPrice
}

/** The leverage message, if any: whole, 1–50, and within the tier's cap for this notional. */
export function checkLeverage(
  t: TFunction,
  leverage: number,
  notional: number | null,
): string | null {
  if (!Number.isInteger(leverage) || leverage < LEVERAGE_MIN || leverage > LEVERAGE_MAX)
    return t('ticket.errors.leverageRange', { min: LEVERAGE_MIN, max: LEVERAGE_MAX })
  if (notional === null) return null
  const cap = maxLeverage(notional)
  return leverage > cap ? t('ticket.errors.leverageCap', { cap }) : null
}

export function readTicket(
  t: TFunction,
  form: Pick<TicketForm, 'price' | 'stopPrice' | 'size' | 'sizeUnit'>,
  choices: ResolvedChoices,
  market: MarketKind,
  info: GridInfo,
  lastPrice: number | null,
): TicketReading {
  const errors: TicketErrors = {}
  const { orderType } = choices
  let price: number | null = null
  let stopPrice: number | null = null
  if (takesPrice(orderType)) {
    const c = checkPrice(t, form.price, priceKind(orderType), info, lastPrice)
    if (c.error !== null) errors.price = c.error
    price = c.value
  }
  if (takesStopPrice(orderType)) {
    const c = checkPrice(t, form.stopPrice, stopPriceKind(orderType), info, lastPrice)
    if (c.error !== null) errors.stopPrice = c.error
    stopPrice = c.value
  }
  const fillPrice = fillPriceOf(orderType, price, stopPrice, lastPrice)
  const size = resolveQuantity(t, form.size, form.sizeUnit, fillPrice, info)
  if (size.error !== null) errors.size = size.error
  if (market === 'perp' && !choices.reduceOnly) {
    const notional = size.quantity !== null && fillPrice !== null ? size.quantity * fillPrice : null
    const leverageError = checkLeverage(t, choices.leverage, notional)
    if (leverageError !== null) errors.leverage = leverageError
  }
  return { errors, quantity: size.quantity, price, stopPrice, fillPrice }
}

/**
 * The messages to show now: a field's once something is typed in it, all of them once the
 * trader has tried to send (an empty ticket does not greet the trader with errors).
 */
export function visibleErrors(
  errors: TicketErrors,
  form: Pick<TicketForm, 'price' | 'stopPrice' | 'size'>,
  attempted: boolean,
): TicketErrors {
  if (attempted) return errors
  const shown: TicketErrors = {}
  if (errors.leverage !== undefined) shown.leverage = errors.leverage
  for (const f of ['price', 'stopPrice', 'size'] as const) {
    const message = errors[f]
    if (message !== undefined && form[f].trim() !== '') shown[f] = message
  }
  return shown
}
