import type { FillModel } from './engine-types.ts'

/**
 * What a market order is expected to fill at on the exchange, from the mirror of the simulator's
 * market maker (server/market/market-maker.ts): with the fair price f in ticks, half the spread
 * is h = max(1, round(f × halfSpreadFraction)) ticks, the levels sit on a grid of
 * g = max(1, round(h / 2)) ticks, the best ask is ceil((f + h) / g) × g (best bid
 * floor((f − h) / g) × g), and level k holds on average
 * baseLots × max(0.2, 1.2 − 0.04 k) lots with baseLots = max(1, round(dailyNotional / price /
 * 20 000 / lot)). A market order walks the levels best first and pays the taker fee.
 *
 * Why live fills agree within LIVE_FILL_TOLERANCE (0.2 %): the model and the exchange share the
 * ladder's prices exactly; they differ only in how much each level holds (the maker draws each
 * level's size at random, 0.4–1.6 × its average, and traders' orders sit in the book too) and in
 * how far the fair price has moved between the bar's close and the order's arrival. For an order
 * within the first levels the price difference is at most a few grid steps: on BTC-USD a grid
 * step is ~0.005 % of the price, so even ten levels off is 0.05 %, well inside 0.2 %; a bar's
 * close and the next tick differ by one tick's move (σ per tick ≪ 0.1 % on every catalogue
 * symbol). An order too large for the modelled ladder gets no fill here (null), and live it
 * would be refused or hit market protection, so neither side trades it.
 */

export interface ExpectedFill {
  /** Average price, from per-level prices on the tick grid. */
  price: number
  quantity: number
}

function decimalsOf(step: number): number {
  const text = step.toString()
  const exp = /e-(\d+)$/.exec(text)
  if (exp) return Number(exp[1])
  const dot = text.indexOf('.')
  return dot < 0 ? 0 : text.length - dot - 1
}

/** Lots the maker's level `level` holds on average at fair price `price`. */
export function levelLots(model: FillModel, price: number, level: number): number {
  const base = Math.max(1, Math.round(model.dailyNotional / price / 20_000 / model.lotSize))
  return Math.max(1, base * Math.max(0.2, 1.2 - 0.04 * level))
}

export function expectedFill(
  model: FillModel,
  side: 'buy' | 'sell',
  quantity: number,
  fairPrice: number,
): ExpectedFill | null {
  if (!(quantity > 0) || !(fairPrice > 0)) return null
  const fair = Math.round(fairPrice / model.tickSize)
  const half = Math.max(1, Math.round(fair * model.halfSpreadFraction))
  const grid = Math.max(1, Math.round(half / 2))
  const best =
    side === 'buy'
      ? Math.ceil((fair + half) / grid) * grid
      : Math.floor((fair - half) / grid) * grid
  const step = side === 'buy' ? grid : -grid
  const price = fair * model.tickSize
  let remaining = Math.round(quantity / model.lotSize)
  if (remaining < 1) return null
  const total = remaining
  let ticksTimesLots = 0
  for (let level = 0; level < model.levels && remaining > 0; level++) {
    const ticks = best + level * step
    if (ticks <= 0) break
    const take = Math.min(remaining, levelLots(model, price, level))
    ticksTimesLots += ticks * take
    remaining -= take
  }
  if (remaining > 0) return null
  const decimals = Math.min(12, decimalsOf(model.tickSize) + 6)
  return {
    price: Number(((ticksTimesLots / total) * model.tickSize).toFixed(decimals)),
    quantity,
  }
}

/** The taker fee on a fill, in USD (the exchange keeps 8 decimals). */
export function takerFee(model: FillModel, price: number, quantity: number): number {
  return Number((price * quantity * model.takerFeeRate).toFixed(8))
}
