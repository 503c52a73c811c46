import type { AssetClass } from '../../protocol/index.ts'
import { createRng } from './rng.ts'
import type { SymbolSpec } from './symbols.ts'

/**
 * The drivers symbols share: one market-wide (risk on / risk off), one per asset class (for FX
 * the dollar's broad move) and a metals factor that ties gold to silver. Independent unit
 * normals, so a symbol's correlation with another is the sum of the products of their loadings.
 */
const FACTORS = ['global', 'crypto', 'fx', 'equity', 'commodity', 'metals'] as const
type Factor = (typeof FACTORS)[number]

/**
 * Loadings per asset class, chosen for typical daily correlations: crypto pairs about 0.75
 * (BTC–ETH 0.82), equities about 0.5 (AAPL–MSFT 0.58), commodities about 0.22 (gold–silver
 * 0.58), FX majors 0.37–0.57 in size, and across classes at most 0.06.
 */
const CLASS_LOADINGS: Record<AssetClass, { global: number; own: number }> = {
  crypto: { global: 0.25, own: 0.82 },
  equity: { global: 0.25, own: 0.65 },
  commodity: { global: 0.15, own: 0.45 },
  fx: { global: 0.1, own: 0.6 },
}

/** The market leaders, that move with their class more than the rest do. */
const OWN_LOADING: Readonly<Record<string, number>> = {
  'BTC-USD': 0.87,
  'ETH-USD': 0.87,
  'AAPL-USD': 0.72,
  'MSFT-USD': 0.72,
  'EUR-USD': 0.75,
  'USD-CHF': 0.75,
}

const METALS = new Set(['XAU', 'XAG'])
const METALS_LOADING = 0.6

/** A symbol's loading on each factor it follows; their squares sum to less than one. */
export function loadingsOf(spec: SymbolSpec): [Factor, number][] {
  const byClass = CLASS_LOADINGS[spec.assetClass]
  let own = OWN_LOADING[spec.symbol] ?? byClass.own
  // The FX factor is the dollar weakening: a pair quoted as USD-xxx falls when it does.
  if (spec.assetClass === 'fx' && spec.base === 'USD') own = -own
  const loadings: [Factor, number][] = [
    ['global', byClass.global],
    [spec.assetClass, own],
  ]
  if (spec.assetClass === 'commodity' && METALS.has(spec.base)) {
    loadings.push(['metals', METALS_LOADING])
  }
  return loadings
}

/** The part of a series' unit-normal shocks its factors drive, and the weight left for its own. */
export interface CommonShocks {
  /** Per step, newest first: the sum of loading × factor shock. */
  readonly common: Float64Array
  /** sqrt(1 − Σ loading²), so common + idiosyncratic × N(0, 1) keeps unit variance. */
  readonly idiosyncratic: number
}

/** No shared drivers: the series walks on its own. */
export const INDEPENDENT: CommonShocks = { common: new Float64Array(0), idiosyncratic: 1 }

/** murmur3's finaliser over the parts, so nearby seeds and frames give unrelated streams. */
function mixSeed(parts: readonly number[]): number {
  let h = 0x9e3779b9
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
  }
  return h >>> 0
}

/**
 * Factor shocks per timeframe and step, drawn once from the seed and shared by every series of
 * that timeframe. Each factor has its own stream, so a longer request extends a shorter one
 * with the same prefix, whatever order the series are generated in.
 */
export class MarketFactors {
  private readonly shocks = new Map<string, Float64Array>()
  private readonly combined = new Map<string, CommonShocks>()

  constructor(private readonly seed: number) {}

  private factorShocks(factor: Factor, frameMs: number, steps: number): Float64Array {
    const key = `${factor}:${frameMs}`
    const cached = this.shocks.get(key)
    if (cached && cached.length >= steps) return cached
    const seedHigh = Math.floor(this.seed / 2 ** 32)
    const rng = createRng(mixSeed([this.seed, seedHigh, frameMs, FACTORS.indexOf(factor)]))
    const values = new Float64Array(steps)
    for (let i = 0; i < steps; i++) values[i] = rng.normal()
    this.shocks.set(key, values)
    return values
  }

  /**
   * The shared part of `steps` shocks of one symbol's series at one timeframe. Symbols with the
   * same loadings get the same (read-only) array: most of a class follows the class defaults.
   */
  commonShocks(spec: SymbolSpec, frameMs: number, steps: number): CommonShocks {
    const loadings = loadingsOf(spec)
    const key = `${frameMs}:${steps}:${loadings.join(';')}`
    const known = this.combined.get(key)
    if (known) return known
    const common = new Float64Array(steps)
    let shared = 0
    for (const [factor, loading] of loadings) {
      const values = this.factorShocks(factor, frameMs, steps)
      for (let i = 0; i < steps; i++) common[i] = (common[i] ?? 0) + loading * (values[i] ?? 0)
      shared += loading * loading
    }
    const shocks = { common, idiosyncratic: Math.sqrt(1 - shared) }
    this.combined.set(key, shocks)
    return shocks
  }
}
