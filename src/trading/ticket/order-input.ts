/**
 * The engine's OrderInput for a checked ticket: only the fields the order type takes, so the
 * server never refuses a field the trader could not see.
 */
import type { MarketKind, OrderSide } from '../../../protocol/trading.ts'
import type { OrderInput } from '../../../workers/engine/api.ts'
import {
  takesPrice,
  takesStopPrice,
  takesTimeInForce,
  type ResolvedChoices,
} from './ticket-form.ts'

export interface TicketContext {
  portfolioId: string
  symbol: string
  market: MarketKind
  side: OrderSide
  /** The last price the trader saw, checked by the server against the slippage tolerance. */
  referencePrice: number | null
  /** Percent the price may move against the trader from `referencePrice` (settings). */
  slippageTolerance: number
}

export function buildOrderInput(
  ctx: TicketContext,
  choices: ResolvedChoices,
  values: { quantity: number; price: number | null; stopPrice: number | null },
): OrderInput {
  const { orderType } = choices
  const input: OrderInput = {
    portfolioId: ctx.portfolioId,
    symbol: ctx.symbol,
    side: ctx.side,
    orderType,
    quantity: values.quantity,
    market: ctx.market,
  }
  if (takesPrice(orderType) && values.price !== null) input.price = values.price
  if (takesStopPrice(orderType) && values.stopPrice !== null) input.stopPrice = values.stopPrice
  if (takesTimeInForce(orderType)) input.timeInForce = choices.timeInForce
  if (choices.postOnly) input.postOnly = true
  if (ctx.market === 'perp') {
    input.leverage = choices.leverage
    if (choices.reduceOnly) input.reduceOnly = true
  }
  if (ctx.referencePrice !== null && ctx.referencePrice > 0) {
    input.referencePrice = ctx.referencePrice
    input.slippageTolerance = ctx.slippageTolerance
  }
  return input
}
