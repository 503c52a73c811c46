/**
 * The live book tops of every listed option, per underlying, shared by every tab watching it.
 * The server's `options` channel sends the tops that changed about once a second; this keeps the
 * whole set per underlying so a tab always gets every contract, flushed at most every
 * OPTION_TOPS_FLUSH_MS (batched like prices). Seq 1 is a fresh snapshot and replaces the set.
 */
import type { OptionTopsUpdate, StreamMessageOf } from '../../../protocol/index.ts'
import { createKeyedBatcher, type KeyedBatcher } from '../batch/keyed-batcher.ts'
import type { Clock } from '../deps.ts'

export const OPTION_TOPS_FLUSH_MS = 250

type OptionTop = OptionTopsUpdate['tops'][number]

export interface OptionTopsStreams {
  batcher: KeyedBatcher<OptionTopsUpdate>
  onMessage(msg: StreamMessageOf<'options'>): void
  dispose(): void
}

export function createOptionTops(
  clock: Clock,
  onDeliverError: (err: unknown) => void,
): OptionTopsStreams {
  const batcher = createKeyedBatcher<OptionTopsUpdate>({
    clock,
    intervalMs: OPTION_TOPS_FLUSH_MS,
    keyOf: (u) => u.underlying,
    onDeliverError,
  })
  const sets = new Map<string, Map<string, OptionTop>>()
  return {
    batcher,
    onMessage(msg) {
      if (msg.data.underlying !== msg.symbol) return
      const kept = msg.seq === 1 ? undefined : sets.get(msg.symbol)
      const set = new Map(kept)
      for (const top of msg.data.tops) set.set(top.symbol, top)
      sets.set(msg.symbol, set)
      batcher.push({ underlying: msg.symbol, time: msg.data.time, tops: [...set.values()] })
    },
    dispose() {
      batcher.dispose()
      sets.clear()
    },
  }
}
