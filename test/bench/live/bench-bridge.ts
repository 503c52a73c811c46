/**
 * Replaces src/bridge/connection.ts in the batched bench build (see build.ts), so the product's
 * src/data/prices.ts runs unchanged: its per-symbol atoms, its price feed (one watch for every
 * mounted symbol) and its `store` of each batch, over a real Comlink watch. Only the engine on
 * the other side is the bench's worker instead of the SharedWorker and its server socket.
 */
import { proxy, wrap, type Remote } from 'comlink'
import type { PriceBatch } from '../../../workers/engine/types.ts'
import type { BenchEngine } from './batched-worker.ts'
import { probe } from './probe.ts'

let engine: Remote<BenchEngine> | null = null

function connect(): Remote<BenchEngine> {
  engine ??= wrap<BenchEngine>(
    new Worker(new URL('./batched-worker.ts', import.meta.url), { type: 'module', name: 'feed' }),
  )
  return engine
}

/** The part of the engine bridge that src/data/prices.ts uses, counting what reaches the page. */
const bridge = {
  watchPrices(symbols: string[], onBatch: (batch: PriceBatch) => void): Promise<number> {
    const counted = (batch: PriceBatch): void => {
      probe.received(batch.prices.length)
      onBatch(batch)
    }
    return connect().watchPrices(symbols, proxy(counted))
  },
  unwatch: (id: number): Promise<void> => connect().unwatch(id),
}

export const getBridge = (): typeof bridge => bridge

export const onEngineError = (): (() => void) => () => undefined

/** The worker's count of ticks fed to its batcher, for the bench's rate check. */
export const fedTicks = (): Promise<number> => connect().fedTicks()
