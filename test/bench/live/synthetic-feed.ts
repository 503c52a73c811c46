/**
 * The synthetic market: a random walk per symbol, ticks spread uniformly at random over the
 * symbols at a fixed total rate. Runs inside the bench's Web Worker, so its cost stays off the
 * page's main thread as the engine's does.
 */
import type { MarketPrice } from '../../../protocol/index.ts'
import { SYMBOLS, startPrice } from './symbols.ts'

export const TICKS_PER_SECOND = 5_000
/** Timer period of the pacing loop: ticks due since the last run are emitted in one go. */
const PACE_MS = 4

export interface SyntheticFeed {
  /** Ticks emitted since start. */
  emitted(): number
  stop(): void
}

export function startSyntheticFeed(onTick: (tick: MarketPrice) => void): SyntheticFeed {
  const state = SYMBOLS.map((symbol, i) => {
    const open = startPrice(i)
    return { symbol, open, price: open, high: open, low: open, volume: 1_000_000 + i * 1_000 }
  })
  const t0 = performance.now()
  let emitted = 0

  function tick(): void {
    const s = state[Math.floor(Math.random() * state.length)]
    if (!s) return
    s.price = Math.max(s.open * 0.5, s.price * (1 + (Math.random() - 0.5) * 0.002))
    s.high = Math.max(s.high, s.price)
    s.low = Math.min(s.low, s.price)
    s.volume += Math.random() * 10
    const change = s.price - s.open
    onTick({
      symbol: s.symbol,
      price: s.price,
      change24h: change,
      change24hPercent: (change / s.open) * 100,
      volume24h: s.volume,
      high24h: s.high,
      low24h: s.low,
      lastUpdate: Date.now(),
    })
    emitted += 1
  }

  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - t0) * TICKS_PER_SECOND) / 1000)
    while (emitted < due) tick()
  }, PACE_MS)

  return { emitted: () => emitted, stop: () => clearInterval(timer) }
}
