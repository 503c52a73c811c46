/**
 * The ticket read as an order: each field checked as the server checks it (lot and tick grids,
 * the instrument's maximum, the price band around the last price, the leverage tier), with the
 * message shown next to the field. An order with any message is not sent.
 */
import { maxLeverage } from '../../../protocol/trading-math.ts'
import { LEVERAGE_MAX, LEVERAGE_MIN, PRICE_BAND } from '../../../protocol/trading.ts'
import type { MarketKind, OrderType } from '../../../protocol/trading.ts'
import { formatStep, parseDecimal, stepText, stepsOf } from './grid.ts'
import { resolveQuantity, type GridInfo } from './quantity.ts'
import {
  priceLabel,
  stopPriceLabel,
  takesPrice,
  takesStopPrice,
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
  text: string,
  label: string,
  info: GridInfo,
  lastPrice: number | null,
): PriceCheck {
  const fail = (error: string): PriceCheck => ({ value: null, error })
  if (text.trim() === '') return fail(`Enter a ${label.toLowerCase()}`)
  const value = parseDecimal(text)
  if (value === null) return fail('Enter a number')
  if (value <= 0) return fail(`${label} must be above 0`)
  if (stepsOf(value, info.tickSize) === undefined)
    return fail(`${label} must be a multiple of the tick size ${stepText(info.tickSize)}`)
  if (lastPrice !== null && lastPrice > 0) {
    const low = lastPrice / PRICE_BAND
    const high = lastPrice * PRICE_BAND
    if (value < low || value > high)
      return fail(
        `${label} must be between ${formatStep(low, info.tickSize)} and ${formatStep(high, info.tickSize)}`,
      )
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
export function checkLeverage(leverage: number, notional: number | null): string | null {
  if (!Number.isInteger(leverage) || leverage < LEVERAGE_MIN || leverage > LEVERAGE_MAX)
    return `Leverage must be a whole number from ${LEVERAGE_MIN} to ${LEVERAGE_MAX}`
  if (notional === null) return null
  const cap = maxLeverage(notional)
  return leverage > cap ? `Leverage above ${cap}x is not allowed for an order this size` : null
}

export function readTicket(
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
    const c = checkPrice(form.price, priceLabel(orderType), info, lastPrice)
    if (c.error !== null) errors.price = c.error
    price = c.value
  }
  if (takesStopPrice(orderType)) {
    const c = checkPrice(form.stopPrice, stopPriceLabel(orderType), info, lastPrice)
    if (c.error !== null) errors.stopPrice = c.error
    stopPrice = c.value
  }
  const fillPrice = fillPriceOf(orderType, price, stopPrice, lastPrice)
  const size = resolveQuantity(form.size, form.sizeUnit, fillPrice, info)
  if (size.error !== null) errors.size = size.error
  if (market === 'perp' && !choices.reduceOnly) {
    const notional = size.quantity !== null && fillPrice !== null ? size.quantity * fillPrice : null
    const leverageError = checkLeverage(choices.leverage, notional)
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
