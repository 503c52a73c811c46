import type { Candle } from '../../protocol/index.ts'
import { INDEPENDENT, type CommonShocks } from './factors.ts'
import type { Rng } from './rng.ts'
import { stepRounder } from './rounding.ts'
import type { SymbolSpec } from './symbols.ts'

const DAY_MS = 86_400_000
const YEAR_MS = 365 * DAY_MS
/** Walk steps per bar; a bar's shocks are `SUB_STEPS` entries of its series' common shocks. */
export const SUB_STEPS = 6

/** Daily-volume noise: log-normal around 1. */
export const volumeNoise = (rng: Rng): number => Math.exp(0.5 * rng.normal() - 0.125)

/**
 * History for one timeframe, generated backward from the current price with the same walk the
 * live simulator uses (walk.ts's geometric steps, their constants hoisted out of the loop: this
 * runs for every bar of every series at start), so the newest bar closes exactly where live
 * ticks continue. The newest bar is the current, partly elapsed bucket. Each step's unit shock is
 * the series' share of the market factors (`shocks`, indexed like the bars, newest first) plus
 * its own noise, so symbols co-move while each keeps its volatility.
 */
export function backfillCandles(
  rng: Rng,
  spec: SymbolSpec,
  frameMs: number,
  count: number,
  now: number,
  price: number,
  shocks: CommonShocks = INDEPENDENT,
): Candle[] {
  const bars = new Array<Candle>(count)
  const round = stepRounder(spec.tickSize)
  const sigma = spec.volatility
  const volumePerMs = spec.dailyNotional / price / DAY_MS
  const current = Math.floor(now / frameMs) * frameMs
  // About eight significant digits, at one scale for the series (toPrecision per bar is slow).
  const typicalVolume = volumePerMs * frameMs
  const volumeScale = typicalVolume > 0 ? 10 ** (7 - Math.floor(Math.log10(typicalVolume))) : 1
  // Walked in log price: three exponentials per bar instead of one per step.
  const { common, idiosyncratic } = shocks
  let logClose = Math.log(price)
  let step = 0
  for (let k = 0; k < count; k++) {
    const duration = k === 0 ? Math.max(now - current, 1) : frameMs
    const dt = duration / SUB_STEPS / YEAR_MS
    const drift = -0.5 * sigma * sigma * dt
    const diffusion = sigma * Math.sqrt(dt)
    let logOpen = logClose
    let logHigh = logClose
    let logLow = logClose
    for (let s = 0; s < SUB_STEPS; s++) {
      const shock = (common[step++] ?? 0) + idiosyncratic * rng.normal()
      logOpen -= drift + diffusion * shock
      if (logOpen > logHigh) logHigh = logOpen
      else if (logOpen < logLow) logLow = logOpen
    }
    const volume = volumePerMs * duration * volumeNoise(rng)
    bars[count - 1 - k] = {
      time: current - k * frameMs,
      open: round(Math.exp(logOpen)),
      high: round(Math.exp(logHigh)),
      low: round(Math.exp(logLow)),
      close: k === 0 ? round(price) : round(Math.exp(logClose)),
      volume: Math.round(volume * volumeScale) / volumeScale,
    }
    logClose = logOpen
  }
  return bars
}
