/**
 * The chart's candles as uPlot columns, changed in place: the live last candle updates or extends
 * them, older history is put in front, a new snapshot keeps the history scrolled in before it.
 */
import type { Candle } from '../../../protocol/index.ts'
import type { ColumnarCandles } from '../../../workers/engine/api.ts'

export const emptyCandles = (): ColumnarCandles => [[], [], [], [], [], []]

export const candleCount = (candles: ColumnarCandles): number => candles[0].length

/** What a live candle did: moved the newest one, opened a new one, or came too late to matter. */
export type LastCandleChange = 'updated' | 'appended' | 'ignored'

export function applyLastCandle(candles: ColumnarCandles, candle: Candle): LastCandleChange {
  const [times, opens, highs, lows, closes, volumes] = candles
  const time = candle.time / 1000
  const last = times.length - 1
  const lastTime = times[last]
  if (lastTime !== undefined && time < lastTime) return 'ignored'
  if (lastTime === time) {
    opens[last] = candle.open
    highs[last] = candle.high
    lows[last] = candle.low
    closes[last] = candle.close
    volumes[last] = candle.volume
    return 'updated'
  }
  times.push(time)
  opens.push(candle.open)
  highs.push(candle.high)
  lows.push(candle.low)
  closes.push(candle.close)
  volumes.push(candle.volume)
  return 'appended'
}

/** Puts the candles of `older` that start before the first one in front; returns how many. */
export function prependCandles(candles: ColumnarCandles, older: ColumnarCandles): number {
  const first = candles[0][0] ?? Infinity
  let count = 0
  while (count < older[0].length && (older[0][count] ?? Infinity) < first) count++
  if (count === 0) return 0
  // concat, not unshift(...): spreading a long history as arguments overflows the stack.
  const front = (k: number) => (older[k] ?? []).slice(0, count).concat(candles[k] ?? [])
  candles.splice(0, 6, front(0), front(1), front(2), front(3), front(4), front(5))
  return count
}

/**
 * A fresh snapshot (after a reconnect, say) replaces what it covers; history the trader had
 * scrolled in before its first candle stays, so the view does not jump.
 */
export function mergeSnapshot(
  current: ColumnarCandles,
  snapshot: ColumnarCandles,
): ColumnarCandles {
  const merged: ColumnarCandles = [
    snapshot[0].slice(),
    snapshot[1].slice(),
    snapshot[2].slice(),
    snapshot[3].slice(),
    snapshot[4].slice(),
    snapshot[5].slice(),
  ]
  if (candleCount(merged) > 0) prependCandles(merged, current)
  return merged
}

export const lastClose = (candles: ColumnarCandles): number | null => candles[4].at(-1) ?? null
