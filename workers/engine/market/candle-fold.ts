/**
 * Folding one public print into the live candle, the way the server builds its candles
 * (server/market/candle-series.ts), so a reload shows the same candle: a print in a later bucket
 * opens a new candle at the previous close; a print in an earlier bucket changes nothing (that
 * candle is final).
 */
import type { Candle, MarketTrade } from '../../../protocol/index.ts'

export const bucketOf = (time: number, frameMs: number): number =>
  Math.floor(time / frameMs) * frameMs

/** The candle after the print, or null when the print belongs to an earlier bucket. */
export function foldPrint(
  last: Candle | null,
  print: Pick<MarketTrade, 'time' | 'price' | 'quantity'>,
  frameMs: number,
): Candle | null {
  const { price, quantity } = print
  const time = bucketOf(print.time, frameMs)
  if (last === null)
    return { time, open: price, high: price, low: price, close: price, volume: quantity }
  if (time < last.time) return null
  if (time > last.time) {
    const open = last.close
    return {
      time,
      open,
      high: Math.max(open, price),
      low: Math.min(open, price),
      close: price,
      volume: quantity,
    }
  }
  return {
    ...last,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
    close: price,
    volume: last.volume + quantity,
  }
}
