/** The live price map: latest MarketPrice per symbol, flushed to each watcher every 50 ms. */
import type { MarketPrice } from '../../../protocol/index.ts'
import { createKeyedBatcher, type KeyedBatcher } from '../batch/keyed-batcher.ts'
import type { Clock } from '../deps.ts'

export const PRICE_FLUSH_MS = 50

export type PriceBatcher = KeyedBatcher<MarketPrice>

export function createPriceBatcher(
  clock: Clock,
  onDeliverError?: (err: unknown) => void,
): PriceBatcher {
  return createKeyedBatcher<MarketPrice>({
    clock,
    intervalMs: PRICE_FLUSH_MS,
    keyOf: (p) => p.symbol,
    ...(onDeliverError ? { onDeliverError } : {}),
  })
}
