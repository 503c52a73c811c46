/**
 * Feeds a chart controller from the engine's `watchCandles` and reports only what React shows:
 * loading, error, empty, ready (and whether the candles are saved ones). Live candles go to the
 * controller without touching React state.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react'
import type { Timeframe } from '../../../protocol/index.ts'
import type { CandlesUpdate } from '../../../workers/engine/api.ts'
import { getBridge } from '../../bridge/connection.ts'
import { subscribe } from '../../bridge/watch.ts'
import type { ChartController } from './chart-controller.ts'

/** SPEC §9's API timeout: a snapshot that has not come by then will not. */
export const SNAPSHOT_TIMEOUT_MS = 30_000
/** SPEC §8's wording for a failed candle read. */
export const CANDLES_FAILED = 'Failed to fetch candles'

export type FeedStatus =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | {
      state: 'ready'
      empty: boolean
      fromCache: boolean
      /** Start of the newest candle drawn (ms), for the note on saved candles. */
      lastTime: number | null
    }

interface KeyedStatus {
  key: string
  status: FeedStatus
}

export function useCandleFeed(
  symbol: string,
  timeframe: Timeframe,
  controller: RefObject<ChartController | null>,
): { status: FeedStatus; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const key = `${symbol}|${timeframe}|${attempt}`
  // Status of an older key reads as loading: no state reset is needed when the key changes.
  const [current, setCurrent] = useState<KeyedStatus>({ key, status: { state: 'loading' } })

  useEffect(() => {
    const chart = controller.current
    if (!chart) return
    chart.reset()
    let empty = false
    const report = (status: FeedStatus) => setCurrent({ key, status })
    const fail = () => report({ state: 'error', message: CANDLES_FAILED })
    const timer = setTimeout(fail, SNAPSHOT_TIMEOUT_MS)

    const onUpdate = (update: CandlesUpdate) => {
      if (update.symbol !== symbol || update.timeframe !== timeframe) return
      if (update.kind === 'snapshot') {
        clearTimeout(timer)
        chart.setSnapshot(update.candles)
        empty = update.candles[0].length === 0
        const times = update.candles[0]
        const last = times[times.length - 1]
        report({
          state: 'ready',
          empty,
          fromCache: update.fromCache,
          lastTime: last === undefined ? null : last * 1000,
        })
        return
      }
      chart.applyLast(update.candle)
      if (empty) {
        empty = false
        setCurrent((c) =>
          c.key === key && c.status.state === 'ready'
            ? { key, status: { ...c.status, empty: false } }
            : c,
        )
      }
    }
    const stop = subscribe<CandlesUpdate>(
      (cb) =>
        getBridge()
          .watchCandles(symbol, timeframe, cb)
          .catch((err: unknown) => {
            clearTimeout(timer)
            fail()
            throw err
          }),
      onUpdate,
    )
    return () => {
      clearTimeout(timer)
      stop()
    }
  }, [symbol, timeframe, key, controller])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const status: FeedStatus = current.key === key ? current.status : { state: 'loading' }
  return { status, retry }
}
