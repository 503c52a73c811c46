import { TIMEFRAME_MS, WARMUP_BARS, type Candle, type Timeframe } from '../../../protocol/index.ts'
import type { Bars } from '../../../protocol/strategies/engine-types.ts'
import type { MarketFeed } from '../../market/feed.ts'

/**
 * The market's closed bars of a series, oldest first: a bar is closed once its bucket has passed
 * (`time + frame ≤ now`); the bar still forming is never handed to a strategy.
 */
export function closedBars(
  market: Pick<MarketFeed, 'candles'>,
  symbol: string,
  timeframe: Timeframe,
  limit: number,
  now: number,
): Candle[] {
  const frame = TIMEFRAME_MS[timeframe]
  const bars = market.candles(symbol, timeframe, limit + 1) ?? []
  return bars.filter((b) => b.time + frame <= now).slice(-limit)
}

/** A strategy's last WARMUP_BARS closed bars: what its indicators and rules read. */
export class BarBuffer {
  private bars: Candle[]

  constructor(
    readonly frameMs: number,
    initial: readonly Candle[],
  ) {
    this.bars = initial.slice(-WARMUP_BARS)
  }

  get lastTime(): number | null {
    return this.bars.at(-1)?.time ?? null
  }

  get lastClose(): number | null {
    return this.bars.at(-1)?.close ?? null
  }

  /** Appends a newer bar (an older or equal one is ignored: it is already in, or too late). */
  push(bar: Candle): boolean {
    const last = this.lastTime
    if (last !== null && bar.time <= last) return false
    this.bars.push(bar)
    if (this.bars.length > WARMUP_BARS) this.bars.splice(0, this.bars.length - WARMUP_BARS)
    return true
  }

  /** The buffer as the engine's columns. */
  columns(): Bars {
    const n = this.bars.length
    const col = () => new Float64Array(n)
    const out: Bars = {
      time: col(),
      open: col(),
      high: col(),
      low: col(),
      close: col(),
      volume: col(),
      frameMs: this.frameMs,
    }
    this.bars.forEach((b, i) => {
      out.time[i] = b.time
      out.open[i] = b.open
      out.high[i] = b.high
      out.low[i] = b.low
      out.close[i] = b.close
      out.volume[i] = b.volume
    })
    return out
  }
}
