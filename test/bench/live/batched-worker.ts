/**
 * The batched build's feed worker, standing in for the data engine: the synthetic market goes
 * into the engine's real price batcher (latest value per symbol, flushed every 50 ms) and reaches
 * the page as the market domain delivers it, a `watchPrices(symbols, emit)` watch over Comlink
 * with one `{ prices }` message per flush.
 */
import { expose } from 'comlink'
import { systemClock } from '../../../workers/engine/deps.ts'
import { createPriceBatcher } from '../../../workers/engine/market/price-batcher.ts'
import type { PriceBatch } from '../../../workers/engine/types.ts'
import { startSyntheticFeed } from './synthetic-feed.ts'

const prices = createPriceBatcher(systemClock)
const feed = startSyntheticFeed((tick) => prices.push(tick))

const benchEngine = {
  watchPrices(symbols: string[], emit: (batch: PriceBatch) => void): number {
    return prices.addSink(symbols, (values) => {
      // As the engine's tab API does: a Comlink callback answers with a promise, never awaited.
      const answer: unknown = emit({ prices: values })
      if (answer instanceof Promise) answer.catch(() => undefined)
    })
  },
  unwatch(id: number): void {
    prices.removeSink(id)
  },
  fedTicks: (): number => feed.emitted(),
}

export type BenchEngine = typeof benchEngine

expose(benchEngine)
