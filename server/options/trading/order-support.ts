import type { OptionSpec, OrderSide, OrderType } from '../../../protocol/index.ts'
import { shortOptionMargin } from '../../../protocol/options/margin.ts'
import type { Account } from '../../trading/account.ts'
import type { MarketFeed } from '../../market/feed.ts'
import type { TradingCore } from '../../trading/core.ts'
import type { TraderOrder } from '../../trading/order-model.ts'
import type { OptionValuation } from '../types.ts'
import type { Quotes } from '../../trading/reservation.ts'
import { optionMaxPrice } from './order-rules.ts'
import { freeLong } from './position.ts'
import { optionReservationFor, type OptionReservation } from './reservation.ts'

/** What pricing an option's margin needs: the index and the model (the core has both). */
export interface OptionPricing {
  market: Pick<MarketFeed, 'indexPrice'>
  optionValue(symbol: string): OptionValuation | undefined
}

/** The underlying's index now: the feed's, else the one the model last priced with. */
export function indexOf(core: OptionPricing, symbol: string, spec: OptionSpec): number | undefined {
  return core.market.indexPrice(spec.underlying) ?? core.optionValue(symbol)?.indexPrice
}

/** The highest price an order on the contract may carry (order-rules.ts). */
export const maxPriceOf = (core: OptionPricing, symbol: string, spec: OptionSpec): number =>
  optionMaxPrice(spec, indexOf(core, symbol, spec))

/**
 * Margin per contract a short in `symbol` needs now: shortOptionMargin at the index and the
 * model's mark (the price when the model has none, e.g. right at expiry).
 */
export function marginPerContract(
  core: OptionPricing,
  symbol: string,
  spec: OptionSpec,
  fallbackMark: number,
): number {
  const index = indexOf(core, symbol, spec) ?? spec.strike
  const mark = core.optionValue(symbol)?.markPrice ?? fallbackMark
  return shortOptionMargin(spec.right, index, spec.strike, mark)
}

/** How many contracts an order on this side may reduce the position by (reduce-only). */
export function optionReducible(a: Account, symbol: string, side: OrderSide): number {
  const size = a.options.get(symbol)?.size ?? 0
  return side === 'buy' ? Math.max(0, -size) : freeLong(a.options.get(symbol))
}

/** The reservation of a new option order for `a`: what it closes of a free long, and the rest. */
export function reserveForOption(
  core: TradingCore,
  a: Account,
  symbol: string,
  spec: OptionSpec,
  o: { side: OrderSide; orderType: OrderType; quantity: number; price: number | null },
  quotes: Quotes,
): OptionReservation | undefined {
  const reference = o.price ?? (o.side === 'buy' ? quotes.bestAsk : quotes.bestBid) ?? 0
  return optionReservationFor(
    {
      ...o,
      closing: o.side === 'sell' ? freeLong(a.options.get(symbol)) : 0,
      marginPerContract: marginPerContract(core, symbol, spec, reference),
    },
    quotes,
  )
}

/**
 * A modified option order's reservation for its new remainder: the contracts it already holds
 * back stay (a sell that shrinks below them keeps them until it finishes), the rest is priced
 * as for a new order.
 */
export function optionNeedOnModify(
  core: TradingCore,
  o: Pick<TraderOrder, 'symbol' | 'side' | 'orderType' | 'reservedContracts'>,
  remaining: number,
  price: number | null,
): OptionReservation | undefined {
  const spec = core.options?.option(o.symbol)
  if (!spec) return undefined
  const quotes = core.quotes(o.symbol)
  const reference = price ?? (o.side === 'buy' ? quotes.bestAsk : quotes.bestBid) ?? 0
  return optionReservationFor(
    {
      side: o.side,
      orderType: o.orderType,
      quantity: remaining,
      price,
      closing: o.reservedContracts ?? 0,
      marginPerContract: marginPerContract(core, o.symbol, spec, reference),
    },
    quotes,
  )
}
