/**
 * The volatility model of one underlying: an SSVI surface (protocol/options/surface) whose
 * at-the-money level comes from the simulator's own realised volatility — recent 1 h candles for
 * the short end, 1 d candles and the symbol's long-run volatility for the long end — with a
 * crypto-like put skew. SSVI with these inputs is free of butterfly and calendar arbitrage by
 * construction (the builder clamps them into the bounds); the unit tests check it anyway.
 */
import type { Candle, SmileSlice, Timeframe } from '../../protocol/index.ts'
import { buildSurface } from '../../protocol/options/surface/build.ts'
import type { VolSurface } from '../../protocol/options/surface/surface.ts'
import { type SviParams, sviTotalVariance } from '../../protocol/options/surface/svi.ts'
import type { MarketFeed } from '../market/feed.ts'
import { OPTION_RATE, yearsTo } from './contract-specs.ts'

/** ρ: puts richer than calls, as on the crypto venues. */
export const SURFACE_SKEW = -0.35
/** η: the smile's curvature (the no-butterfly bound is 2/(1 + |ρ|) ≈ 1.48). */
export const SURFACE_CURVATURE = 1
/** Short and long ATM volatilities blend over this many years (two weeks). */
const TERM_DECAY_YEARS = 14 / 365
/** The shortest time to expiry a slice is built for: a minute, so a slice never vanishes. */
const MIN_SLICE_YEARS = 60_000 / (365 * 86_400_000)
const HOURS_PER_YEAR = 365 * 24

export interface ExpirySmile {
  expiry: number
  /** Years to expiry when the surface was built (at least a minute). */
  T: number
  params: SviParams
  atmVol: number
}

export interface UnderlyingSurface {
  underlying: string
  time: number
  indexPrice: number
  /** Expiries ascending. */
  smiles: ExpirySmile[]
  surface: VolSurface
}

/** Annualised close-to-close volatility of candles, or undefined with too few of them. */
export function realisedVol(
  candles: readonly Candle[],
  periodsPerYear: number,
): number | undefined {
  let sum = 0
  let n = 0
  for (let i = 1; i < candles.length; i++) {
    const prev = candles[i - 1]?.close ?? 0
    const close = candles[i]?.close ?? 0
    if (!(prev > 0 && close > 0)) continue
    const r = Math.log(close / prev)
    sum += r * r
    n++
  }
  return n >= 4 ? Math.sqrt((sum / n) * periodsPerYear) : undefined
}

const clampVol = (vol: number | undefined, longRun: number): number =>
  vol === undefined || !Number.isFinite(vol)
    ? longRun
    : Math.min(2.5 * longRun, Math.max(0.4 * longRun, vol))

/**
 * ATM volatility by time to expiry: the last day's hourly realised volatility at the short end,
 * decaying towards the long-run level (half the 90-day daily realised, half the symbol's own).
 */
export function atmTermStructure(
  feed: Pick<MarketFeed, 'candles'>,
  underlying: string,
  longRunVol: number,
): (T: number) => number {
  // Completed bars only: the level then moves once an hour, not with every tick of the open bar,
  // and the makers need not requote the whole listing at each rebuild.
  const candles = (tf: Timeframe, n: number) =>
    (feed.candles(underlying, tf, n + 1) ?? []).slice(0, -1)
  const short = clampVol(realisedVol(candles('1h', 25), HOURS_PER_YEAR), longRunVol)
  const daily = clampVol(realisedVol(candles('1d', 91), 365), longRunVol)
  const long = 0.5 * daily + 0.5 * longRunVol
  return (T) => long + (short - long) * Math.exp(-T / TERM_DECAY_YEARS)
}

export function buildUnderlyingSurface(
  feed: Pick<MarketFeed, 'candles' | 'indexPrice'>,
  underlying: string,
  longRunVol: number,
  expiries: readonly number[],
  now: number,
): UnderlyingSurface {
  const atmVol = atmTermStructure(feed, underlying, longRunVol)
  const sorted = [...new Set(expiries)].sort((a, b) => a - b)
  // Expiries at most a minute away share the floor T; nudging keeps the slices distinct.
  const times = sorted.map((e, i) => Math.max(yearsTo(e, now), MIN_SLICE_YEARS * (1 + i * 1e-3)))
  const surface = buildSurface({ atmVol, skew: SURFACE_SKEW, curvature: SURFACE_CURVATURE }, times)
  const smiles = sorted.map((expiry, i): ExpirySmile => {
    const slice = surface.slices[i]
    if (!slice) throw new Error(`no slice for expiry ${expiry}`)
    return {
      expiry,
      T: slice.T,
      params: slice.params,
      atmVol: Math.sqrt(sviTotalVariance(slice.params, 0) / slice.T),
    }
  })
  return {
    underlying,
    time: now,
    indexPrice: feed.indexPrice(underlying) ?? 0,
    smiles,
    surface,
  }
}

/** The smile's volatility at log-moneyness k = ln(K/F), as the slice had it when built. */
export function smileVol(smile: ExpirySmile, k: number): number {
  return Math.sqrt(Math.max(sviTotalVariance(smile.params, k), 0) / smile.T)
}

/**
 * The wire form of a smile at `now`: T and the forward now, and the total variance scaled to
 * that T, so a client's √(w(k)/T) gives the volatilities the makers quote around.
 */
export function smileSliceWire(smile: ExpirySmile, indexPrice: number, now: number): SmileSlice {
  const T = Math.max(yearsTo(smile.expiry, now), MIN_SLICE_YEARS)
  const scale = T / smile.T
  const { a, b, rho, m, sigma } = smile.params
  return {
    expiry: smile.expiry,
    T,
    forward: indexPrice * Math.exp(OPTION_RATE * T),
    atmVol: smile.atmVol,
    params: { a: a * scale, b: b * scale, rho, m, sigma },
  }
}
