/**
 * Draws candles and volume bars on a uPlot whose data is [times, opens, highs, lows, closes,
 * volumes] on the scales x, y and vol (after uPlot's demos/candlestick-ohlc.html).
 * Each colour is one path filled once, not a fillStyle switch per candle; when candles are
 * narrower than a pixel, those sharing a pixel column are drawn as one, so 100,000 candles cost
 * about as much as the few thousand columns they land on.
 */
import type uPlot from 'uplot'

export interface CandleStyle {
  /** False for a line chart: only the volume bars are drawn here (uPlot draws the close line). */
  candles: boolean
  up: string
  down: string
  volumeUp: string
  volumeDown: string
}

const MAX_BODY_CSS_PX = 24

type Column = ArrayLike<number>

interface Paths {
  upCandles: Path2D
  downCandles: Path2D
  upVolume: Path2D
  downVolume: Path2D
}

export function drawCandles(u: uPlot, style: CandleStyle): void {
  const [times, opens, highs, lows, closes, volumes] = u.data as unknown as Column[]
  const x = u.scales.x
  const y = u.scales.y
  const vol = u.scales.vol
  const idxs = u.series[0]?.idxs
  if (!times || !opens || !highs || !lows || !closes || !volumes || !idxs) return
  if (x?.min == null || x.max == null || y?.min == null || y.max == null) return
  if (vol?.min == null || vol.max == null || times.length === 0) return

  const { left, top, width, height } = u.bbox
  const xMin = x.min
  const xScale = width / (x.max - xMin)
  const yMax = y.max
  const yScale = height / (yMax - y.min)
  const volMax = vol.max
  const volScale = height / (volMax - vol.min)
  const toX = (t: number) => left + (t - xMin) * xScale
  const toY = (v: number) => top + (yMax - v) * yScale
  const volBase = top + (volMax - 0) * volScale

  // One candle either side of the visible range, so a half-visible candle is drawn too.
  const i0 = Math.max(0, idxs[0] - 1)
  const i1 = Math.min(times.length - 1, idxs[1] + 1)
  const pitch = i1 > i0 ? (((times[i1] ?? 0) - (times[i0] ?? 0)) / (i1 - i0)) * xScale : width / 10
  const ratio = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1
  const merge = pitch < 1.5
  const body = merge ? 1 : Math.max(1, Math.min(Math.round(pitch * 0.7), MAX_BODY_CSS_PX * ratio))
  const wick = Math.min(body, Math.max(1, Math.round(ratio)))
  const paths: Paths = {
    upCandles: new Path2D(),
    downCandles: new Path2D(),
    upVolume: new Path2D(),
    downVolume: new Path2D(),
  }

  let column = NaN
  let open = 0
  let high = 0
  let low = 0
  let close = 0
  let volume = 0
  const flush = () => {
    if (Number.isNaN(column)) return
    const up = close >= open
    const barLeft = Math.round(column - body / 2)
    if (style.candles) {
      const candles = up ? paths.upCandles : paths.downCandles
      const highY = toY(high)
      candles.rect(Math.round(column - wick / 2), highY, wick, Math.max(1, toY(low) - highY))
      if (!merge) {
        const openY = toY(open)
        const closeY = toY(close)
        candles.rect(barLeft, Math.min(openY, closeY), body, Math.max(1, Math.abs(closeY - openY)))
      }
    }
    const volumeY = top + (volMax - volume) * volScale
    ;(up ? paths.upVolume : paths.downVolume).rect(barLeft, volumeY, body, volBase - volumeY)
  }

  for (let i = i0; i <= i1; i++) {
    const at = toX(times[i] ?? 0)
    const here = merge ? Math.floor(at) : at
    if (merge && here === column) {
      high = Math.max(high, highs[i] ?? high)
      low = Math.min(low, lows[i] ?? low)
      close = closes[i] ?? close
      volume = Math.max(volume, volumes[i] ?? 0)
      continue
    }
    flush()
    column = here
    open = opens[i] ?? 0
    high = highs[i] ?? 0
    low = lows[i] ?? 0
    close = closes[i] ?? 0
    volume = volumes[i] ?? 0
  }
  flush()

  const ctx = u.ctx
  ctx.save()
  ctx.beginPath()
  ctx.rect(left, top, width, height)
  ctx.clip()
  ctx.fillStyle = style.volumeUp
  ctx.fill(paths.upVolume)
  ctx.fillStyle = style.volumeDown
  ctx.fill(paths.downVolume)
  if (style.candles) {
    ctx.fillStyle = style.up
    ctx.fill(paths.upCandles)
    ctx.fillStyle = style.down
    ctx.fill(paths.downCandles)
  }
  ctx.restore()
}

/** Draws before the series, so indicator lines and the close line stay on top of the candles. */
export function candlestickPlugin(style: () => CandleStyle): uPlot.Plugin {
  return { hooks: { drawAxes: (u: uPlot) => drawCandles(u, style()) } }
}
