/**
 * What the order ticket holds and which fields each order type takes, following the server's
 * rules (server/trading/validation.ts): limit and stop-limit carry a limit price; stop,
 * stop-limit and take-profit carry a trigger (stopPrice); time in force applies to orders that
 * can rest at a limit; post-only to limit GTC only; reduce-only to perpetuals only.
 */
import type { TFunction } from 'i18next'
import type { MarketKind, OrderSide, OrderType, TimeInForce } from '../../../protocol/trading.ts'

export type SizeUnit = 'base' | 'quote'

export interface TicketForm {
  /** The symbol the typed values belong to: another symbol's price or size is not shown. */
  symbol: string
  side: OrderSide
  /** Undefined until the trader picks one: the settings' default applies. */
  orderType: OrderType | undefined
  price: string
  stopPrice: string
  size: string
  sizeUnit: SizeUnit
  timeInForce: TimeInForce | undefined
  postOnly: boolean
  reduceOnly: boolean
  leverage: number | undefined
}

export const emptyTicket = (symbol: string, side: OrderSide = 'buy'): TicketForm => ({
  symbol,
  side,
  orderType: undefined,
  price: '',
  stopPrice: '',
  size: '',
  sizeUnit: 'base',
  timeInForce: undefined,
  postOnly: false,
  reduceOnly: false,
  leverage: undefined,
})

/** "Limit", "Stop limit": an order type as the ticket's menu names it. */
export const orderTypeLabel = (t: TFunction, type: OrderType): string => t(`ticket.type.${type}`)

export const takesPrice = (t: OrderType): boolean => t === 'limit' || t === 'stop_limit'
export const takesStopPrice = (t: OrderType): boolean =>
  t === 'stop' || t === 'stop_limit' || t === 'take_profit'
/** Market-once-triggered orders take the book as it is: time in force is the server's (IOC). */
export const takesTimeInForce = (t: OrderType): boolean => takesPrice(t)
export const takesPostOnly = (t: OrderType, tif: TimeInForce): boolean =>
  t === 'limit' && tif === 'GTC'
export const takesReduceOnly = (market: MarketKind): boolean => market === 'perp'

/** Which trigger an order type has: a take-profit's is its trigger price, the others' a stop. */
export const stopPriceKind = (t: OrderType): 'trigger' | 'stop' =>
  t === 'take_profit' ? 'trigger' : 'stop'
export const priceKind = (t: OrderType): 'limit' | 'price' =>
  t === 'stop_limit' ? 'limit' : 'price'
export type PriceKind = ReturnType<typeof stopPriceKind> | ReturnType<typeof priceKind>

/** A field's label ("Limit price") and the same words inside a sentence ("limit price"). */
export const priceFieldLabel = (t: TFunction, kind: PriceKind): string => t(`ticket.price.${kind}`)
export const priceFieldInline = (t: TFunction, kind: PriceKind): string =>
  t(`ticket.price.inline.${kind}`)

/** The settings' defaults applied to what the trader has not chosen yet. */
export interface TicketDefaults {
  orderType: OrderType
  timeInForce: TimeInForce
  leverage: number
}

export interface ResolvedChoices {
  orderType: OrderType
  timeInForce: TimeInForce
  leverage: number
  postOnly: boolean
  reduceOnly: boolean
}

/** The choices in force: defaults filled in, and flags the order type does not take cleared. */
export function resolveChoices(
  form: TicketForm,
  defaults: TicketDefaults,
  market: MarketKind,
): ResolvedChoices {
  const orderType = form.orderType ?? defaults.orderType
  const timeInForce = form.timeInForce ?? defaults.timeInForce
  return {
    orderType,
    timeInForce,
    leverage: market === 'perp' ? (form.leverage ?? defaults.leverage) : 1,
    postOnly: form.postOnly && takesPostOnly(orderType, timeInForce),
    reduceOnly: form.reduceOnly && takesReduceOnly(market),
  }
}

/** The form as shown for `symbol`: choices carry over, another symbol's typed values do not. */
export const formForSymbol = (form: TicketForm, symbol: string): TicketForm =>
  form.symbol === symbol ? form : { ...form, symbol, price: '', stopPrice: '', size: '' }

/**
 * A price picked from the order book: the limit price of an order that takes one, the trigger of
 * a stop or take-profit; a market order becomes a limit order at that price.
 */
export function withPickedPrice(form: TicketForm, price: string, orderType: OrderType): TicketForm {
  if (orderType === 'market') return { ...form, orderType: 'limit', price }
  return takesPrice(orderType) ? { ...form, price } : { ...form, stopPrice: price }
}
