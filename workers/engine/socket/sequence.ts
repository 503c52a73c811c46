/**
 * Per-stream sequence check. The server numbers each (channel, symbol) stream from 1 (a
 * snapshot) on every subscribe; a jump means lost data, so the stream is resubscribed and its
 * messages are dropped until the new snapshot (seq 1) arrives, instead of showing wrong data.
 */
export type SeqVerdict = 'ok' | 'drop' | 'gap'

export interface SeqTracker {
  accept(key: string, seq: number): SeqVerdict
  forget(key: string): void
  /** A new socket: every stream starts again. */
  reset(): void
}

export function createSeqTracker(): SeqTracker {
  const streams = new Map<string, { last: number; resyncing: boolean }>()
  return {
    accept(key, seq) {
      const st = streams.get(key)
      if (seq === 1 || st === undefined) {
        streams.set(key, { last: seq, resyncing: false })
        return 'ok'
      }
      if (st.resyncing || seq <= st.last) return 'drop'
      if (seq === st.last + 1) {
        st.last = seq
        return 'ok'
      }
      st.resyncing = true
      return 'gap'
    },
    forget: (key) => void streams.delete(key),
    reset: () => streams.clear(),
  }
}
