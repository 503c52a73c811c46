import type { AssetClass, MarketTrade, OrderBook } from '../../protocol/index.ts'
import type { Rng } from './rng.ts'
import { floorToStep, roundToStep } from './rounding.ts'
import type { SymbolSpec } from './symbols.ts'

/** Half the quoted spread, as a fraction of the price. */
const HALF_SPREAD: Record<AssetClass, number> = {
  crypto: 0.0001,
  fx: 0.00003,
  equity: 0.0001,
  commodity: 0.0002,
}

const levelSize = (spec: SymbolSpec, price: number, level: number, rng: Rng): number => {
  const base = spec.dailyNotional / price / 20_000
  // Thinner away from the mid, with noise so the book looks alive.
  const size = base * Math.max(0.2, 1.2 - level * 0.04) * (0.4 + 1.2 * rng.next())
  return Math.max(spec.lotSize, floorToStep(size, spec.lotSize))
}

/** A plausible book around `price`: `depth` levels a side, never crossing. */
export function syntheticBook(
  spec: SymbolSpec,
  price: number,
  rng: Rng,
  now: number,
  depth = 20,
): OrderBook {
  const half = Math.max(spec.tickSize, price * HALF_SPREAD[spec.assetClass])
  const step = Math.max(spec.tickSize, roundToStep(half, spec.tickSize))
  const bestBid = roundToStep(price - half, spec.tickSize)
  const bestAsk = Math.max(
    roundToStep(price + half, spec.tickSize),
    roundToStep(bestBid + spec.tickSize, spec.tickSize),
  )
  const bids: [number, number][] = []
  const asks: [number, number][] = []
  for (let i = 0; i < depth; i++) {
    const bid = roundToStep(bestBid - i * step, spec.tickSize)
    if (bid > 0 && (bids.length === 0 || bid < (bids.at(-1)?.[0] ?? Infinity)))
      bids.push([bid, levelSize(spec, price, i, rng)])
    asks.push([roundToStep(bestAsk + i * step, spec.tickSize), levelSize(spec, price, i, rng)])
  }
  return { symbol: spec.symbol, bids, asks, lastUpdate: now }
}

/** A few public prints for one tick, sized from the tick's volume. */
export function syntheticTrades(
  spec: SymbolSpec,
  previous: number,
  price: number,
  volume: number,
  rng: Rng,
  now: number,
  nextId: () => string,
): MarketTrade[] {
  const count = 1 + Math.floor(rng.next() * 3)
  const trades: MarketTrade[] = []
  for (let i = 0; i < count; i++) {
    const up = price > previous || (price === previous && rng.next() < 0.5)
    const side = rng.next() < 0.8 ? (up ? 'buy' : 'sell') : up ? 'sell' : 'buy'
    const quantity = Math.max(
      spec.lotSize,
      floorToStep((volume / count) * (0.5 + rng.next()), spec.lotSize),
    )
    trades.push({ id: nextId(), symbol: spec.symbol, price, quantity, side, time: now })
  }
  return trades
}
