/** A deterministic random walk of one-minute candles, the same in every run. */
import type { ColumnarCandles } from '../../../workers/engine/api.ts'

export function syntheticCandles(count: number): ColumnarCandles {
  const candles: ColumnarCandles = [[], [], [], [], [], []]
  const [times, opens, highs, lows, closes, volumes] = candles
  let seed = 42
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  let price = 60_000
  const start = 1_700_000_000
  for (let i = 0; i < count; i++) {
    const open = price
    const close = open * (1 + (random() - 0.5) * 0.004)
    times.push(start + i * 60)
    opens.push(open)
    closes.push(close)
    highs.push(Math.max(open, close) * (1 + random() * 0.001))
    lows.push(Math.min(open, close) * (1 - random() * 0.001))
    volumes.push(1 + random() * 20)
    price = close
  }
  return candles
}
