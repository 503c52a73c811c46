/** Candles (oldest first, ms) → uPlot's columnar arrays, times in seconds as uPlot expects. */
import type { Candle } from '../../../protocol/index.ts'
import type { ColumnarCandles } from '../types.ts'

export function toColumnar(candles: readonly Candle[]): ColumnarCandles {
  const n = candles.length
  const cols: ColumnarCandles = [
    new Array<number>(n),
    new Array<number>(n),
    new Array<number>(n),
    new Array<number>(n),
    new Array<number>(n),
    new Array<number>(n),
  ]
  const [t, o, h, l, c, v] = cols
  candles.forEach((k, i) => {
    t[i] = k.time / 1000
    o[i] = k.open
    h[i] = k.high
    l[i] = k.low
    c[i] = k.close
    v[i] = k.volume
  })
  return cols
}
