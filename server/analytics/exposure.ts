import type { AssetClass, RiskPosition, RiskReport } from '../../protocol/index.ts'

type Exposure = RiskReport['exposure']

const ratio = (part: number, whole: number): number => (whole > 0 ? part / whole : 0)

/**
 * Long and short market exposure (USD) overall and by asset class; leverage is gross or net
 * exposure over equity, margin usage the perpetuals' margin over equity (0 when equity is not
 * positive: a ratio to nothing means nothing).
 */
export function exposureOf(positions: readonly RiskPosition[], equity: number): Exposure {
  const byClass = new Map<AssetClass, { long: number; short: number }>()
  let long = 0
  let short = 0
  let marginUsed = 0
  for (const p of positions) {
    const sums = byClass.get(p.assetClass) ?? { long: 0, short: 0 }
    if (p.exposure >= 0) {
      long += p.exposure
      sums.long += p.exposure
    } else {
      short -= p.exposure
      sums.short -= p.exposure
    }
    byClass.set(p.assetClass, sums)
    marginUsed += p.margin ?? 0
  }
  const gross = long + short
  const net = long - short
  return {
    long,
    short,
    gross,
    net,
    grossLeverage: ratio(gross, equity),
    netLeverage: equity > 0 ? net / equity : 0,
    marginUsed,
    marginUsage: ratio(marginUsed, equity),
    byClass: [...byClass].map(([assetClass, s]) => ({
      assetClass,
      long: s.long,
      short: s.short,
      net: s.long - s.short,
      gross: s.long + s.short,
    })),
  }
}
