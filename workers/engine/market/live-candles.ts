/**
 * Candles per (symbol, timeframe), shared by every tab: the history snapshot once, then the last
 * candle built live from the symbol's public prints (the `trades` stream, one server
 * subscription per symbol shared with watchTrades through the socket's reference counts),
 * flushed at most every 50 ms.
 *
 * Not counting a print twice: the snapshot already holds every print the server had recorded
 * when it answered, and the stream gives no cursor into it. So prints are folded only once the
 * snapshot has answered (prints arriving meanwhile are dropped), never from a stream's seq-1
 * batch (the server's replay of its recent prints), and never into a bucket older than the
 * snapshot's newest candle (foldPrint: those candles are final). What is left is a print recorded
 * just before the server read the history and pushed just after it answered: at worst its volume
 * counts twice in the live candle until the next snapshot. A reconnect or a seq gap takes a new
 * snapshot, since prints were missed.
 */
import {
  CANDLES_MAX_LIMIT,
  TIMEFRAME_MS,
  type Candle,
  type StreamMessageOf,
  type Timeframe,
} from '../../../protocol/index.ts'
import type { Emit, Stop } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import type { CandlesUpdate } from '../types.ts'
import type { CandleHistory } from './candle-history.ts'
import { toColumnar } from './columnar.ts'
import { foldPrint } from './candle-fold.ts'

export const CANDLE_FLUSH_MS = 50

interface Series {
  symbol: string
  timeframe: Timeframe
  /** Oldest first, the live candle last; null until the first snapshot. */
  candles: Candle[] | null
  fromCache: boolean
  /** Prints are folded only between a snapshot's answer and the next reload. */
  armed: boolean
  emits: Set<Emit<CandlesUpdate>>
  /** Candles changed since the last flush, oldest first (a candle a new bucket closed, then the new one). */
  dirty: Candle[]
  timer: unknown
  loading: boolean
  again: boolean
}

export function createLiveCandles(
  s: Pick<EngineServices, 'clock' | 'log' | 'socket'>,
  history: CandleHistory,
) {
  const { clock, log } = s
  const all = new Map<string, Series>()
  const keyOf = (symbol: string, tf: Timeframe) => `${symbol}\u0000${tf}`

  function tell(series: Series, update: CandlesUpdate): void {
    for (const emit of series.emits) {
      try {
        emit(update)
      } catch (err) {
        log('candles push failed', err)
      }
    }
  }
  const snapshotOf = (x: Series, candles: readonly Candle[]): CandlesUpdate => ({
    kind: 'snapshot',
    symbol: x.symbol,
    timeframe: x.timeframe,
    candles: toColumnar(candles),
    fromCache: x.fromCache,
  })

  function flush(series: Series): void {
    series.timer = null
    const { symbol, timeframe } = series
    for (const candle of series.dirty.splice(0))
      tell(series, { kind: 'last', symbol, timeframe, candle })
  }

  async function loadOnce(series: Series): Promise<void> {
    series.armed = false
    const res = await history(series.symbol, series.timeframe)
    if (all.get(keyOf(series.symbol, series.timeframe)) !== series) return
    if (!res.ok) return log('candles snapshot failed', res.error)
    if (series.timer !== null) clock.clearTimeout(series.timer)
    series.timer = null
    series.dirty = []
    const candles = [...res.value.value]
    series.candles = candles
    series.fromCache = res.value.fromCache
    series.armed = true
    tell(series, snapshotOf(series, candles))
  }

  function reload(series: Series): void {
    if (series.loading) {
      series.again = true
      return
    }
    series.loading = true
    void (async () => {
      do {
        series.again = false
        await loadOnce(series).catch((err: unknown) => log('candles snapshot failed', err))
      } while (series.again)
      series.loading = false
    })()
  }

  function fold(series: Series, list: Candle[], print: Parameters<typeof foldPrint>[1]): void {
    const last = list.at(-1) ?? null
    const next = foldPrint(last, print, TIMEFRAME_MS[series.timeframe])
    if (next === null) return
    if (last !== null && next.time === last.time) list[list.length - 1] = next
    else {
      list.push(next)
      if (list.length > CANDLES_MAX_LIMIT) list.shift()
    }
    if (series.dirty.at(-1)?.time === next.time) series.dirty[series.dirty.length - 1] = next
    else series.dirty.push(next)
    series.timer ??= clock.setTimeout(() => flush(series), CANDLE_FLUSH_MS)
  }

  let wasConnected = s.socket.state().status === 'connected'
  const stopWatch = s.socket.watch((st) => {
    const connected = st.status === 'connected'
    if (connected && !wasConnected) for (const series of all.values()) reload(series)
    wasConnected = connected
  })
  const stopGaps = s.socket.onGap((channel, symbol) => {
    if (channel !== 'trades') return
    for (const series of all.values()) if (series.symbol === symbol) reload(series)
  })

  return {
    watch(symbol: string, timeframe: Timeframe, emit: Emit<CandlesUpdate>): Stop {
      const key = keyOf(symbol, timeframe)
      let series = all.get(key)
      if (series === undefined) {
        series = {
          symbol,
          timeframe,
          candles: null,
          fromCache: false,
          armed: false,
          emits: new Set(),
          dirty: [],
          timer: null,
          loading: false,
          again: false,
        }
        all.set(key, series)
        s.socket.subscribe('trades', [symbol])
        reload(series)
      }
      const held = series
      held.emits.add(emit)
      if (held.candles !== null) emit(snapshotOf(held, held.candles))
      return () => {
        held.emits.delete(emit)
        if (held.emits.size > 0 || all.get(key) !== held) return
        if (held.timer !== null) clock.clearTimeout(held.timer)
        all.delete(key)
        s.socket.unsubscribe('trades', [symbol])
      }
    },

    onTrades(msg: StreamMessageOf<'trades'>): void {
      // Seq 1 replays the server's recent prints: the history has them already.
      if (msg.seq === 1) return
      for (const series of all.values()) {
        const list = series.candles
        if (series.symbol !== msg.symbol || !series.armed || list === null) continue
        for (const print of msg.data) if (print.symbol === msg.symbol) fold(series, list, print)
      }
    },

    dispose(): void {
      stopWatch()
      stopGaps()
      for (const series of all.values()) if (series.timer !== null) clock.clearTimeout(series.timer)
      all.clear()
    },
  }
}
