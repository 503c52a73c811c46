/**
 * Asks for the candles before the first loaded one, one request at a time. An empty answer means
 * the history is exhausted (no more requests until a reset); a failed one is retried after a
 * pause. A reset (another symbol or timeframe) makes any answer still in flight irrelevant.
 */
import type { ColumnarCandles } from '../../../workers/engine/api.ts'

export const OLDER_RETRY_MS = 5000

export interface OlderHistoryDeps {
  /** Candles before `beforeMs`: empty when there are none, null when the call failed. */
  load(beforeMs: number): Promise<ColumnarCandles | null>
  /** Puts them in front of the chart's candles; answers how many were new. */
  prepend(older: ColumnarCandles): number
}

export function createOlderHistory(deps: OlderHistoryDeps) {
  let state: 'idle' | 'loading' | 'done' | 'failed' = 'idle'
  let generation = 0
  let retry: ReturnType<typeof setTimeout> | undefined

  return {
    get state() {
      return state
    },
    /** Loads the candles before `firstTime` (seconds) unless a request is out or pointless. */
    request(firstTime: number): void {
      if (state !== 'idle') return
      state = 'loading'
      const asked = generation
      void deps.load(firstTime * 1000).then((result) => {
        if (asked !== generation) return
        if (result === null) {
          state = 'failed'
          retry = setTimeout(() => {
            if (asked === generation) state = 'idle'
          }, OLDER_RETRY_MS)
          return
        }
        state = deps.prepend(result) > 0 ? 'idle' : 'done'
      })
    },
    reset(): void {
      generation++
      clearTimeout(retry)
      state = 'idle'
    },
  }
}
