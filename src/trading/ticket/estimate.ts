/**
 * What an order would cost before it is sent, with the exchange's own arithmetic
 * (protocol/trading-math.ts): notional, fee by the liquidity the order can take, what a spot
 * order costs or brings in, and for a perpetual the initial margin and the liquidation price of
 * the position it would open at its margin tier's maintenance rate.
 */
import {
  MAKER_FEE_RATE,
  TAKER_FEE_RATE,
  initialMargin,
  liquidationPrice,
  maintenanceMarginRate,
  maxLeverage,
} from '../../../protocol/trading-math.ts'
import type { MarketKind, OrderSide, OrderType, TimeInForce } from '../../../protocol/trading.ts'

export interface EstimateInput {
  market: MarketKind
  side: OrderSide
  orderType: OrderType
  timeInForce: TimeInForce
  postOnly: boolean
  reduceOnly: boolean
  quantity: number
  /** The price it is expected to fill at: its limit, its trigger, or the last price. */
  price: number
  leverage: number
}

/** maker: rests first (post-only); taker: takes the book; either: a limit that may do both. */
export type ExpectedLiquidity = 'maker' | 'taker' | 'either'

export interface PerpEstimate {
  initialMargin: number
  maintenanceRate: number
  /** Null for a reduce-only order: it opens nothing. */
  liquidationPrice: number | null
  /** The tier's cap for a position of this notional. */
  maxLeverage: number
  /** Margin plus the fee at the higher rate it can be charged. */
  cost: number
}

export interface OrderEstimate {
  notional: number
  liquidity: ExpectedLiquidity
  makerFee: number
  takerFee: number
  /** The fee at the highest rate this order can be charged (what the server holds back). */
  fee: number
  /** Spot buy: notional plus fee. */
  total: number | null
  /** Spot sell: notional less fee. */
  proceeds: number | null
  perp: PerpEstimate | null
}

export function expectedLiquidity(
  orderType: OrderType,
  timeInForce: TimeInForce,
  postOnly: boolean,
): ExpectedLiquidity {
  if (orderType === 'market' || orderType === 'stop' || orderType === 'take_profit') return 'taker'
  if (postOnly) return 'maker'
  return timeInForce === 'GTC' ? 'either' : 'taker'
}

export function estimateOrder(input: EstimateInput): OrderEstimate {
  const notional = input.quantity * input.price
  const liquidity = expectedLiquidity(input.orderType, input.timeInForce, input.postOnly)
  const makerFee = notional * MAKER_FEE_RATE
  const takerFee = notional * TAKER_FEE_RATE
  const fee = liquidity === 'maker' ? makerFee : takerFee
  const spot = input.market === 'spot'
  return {
    notional,
    liquidity,
    makerFee,
    takerFee,
    fee,
    total: spot && input.side === 'buy' ? notional + fee : null,
    proceeds: spot && input.side === 'sell' ? notional - fee : null,
    perp: spot ? null : perpEstimate(input, notional, fee),
  }
}

function perpEstimate(input: EstimateInput, notional: number, fee: number): PerpEstimate {
  const maintenanceRate = maintenanceMarginRate(notional, input.leverage)
  const margin = input.reduceOnly ? 0 : initialMargin(notional, input.leverage)
  return {
    initialMargin: margin,
    maintenanceRate,
    liquidationPrice: input.reduceOnly
      ? null
      : liquidationPrice({
          side: input.side === 'buy' ? 'long' : 'short',
          entryPrice: input.price,
          size: input.quantity,
          margin,
          mmr: maintenanceRate,
        }),
    maxLeverage: maxLeverage(notional),
    cost: margin + fee,
  }
}
