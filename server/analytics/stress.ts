import type { AssetClass, RiskPosition, StressResult } from '../../protocol/index.ts'

export interface StressScenario {
  id: string
  /** Price shock per asset class (fractions); classes left out are not moved. */
  shocks: Partial<Record<AssetClass, number>>
  /** 1: prices shocked as given; above 1, see `stressPositions`. */
  volMultiplier: number
}

export const STRESS_SCENARIOS: readonly StressScenario[] = [
  { id: 'crypto_-30', shocks: { crypto: -0.3 }, volMultiplier: 1 },
  { id: 'equity_-10', shocks: { equity: -0.1 }, volMultiplier: 1 },
  {
    id: 'risk_off',
    shocks: { crypto: -0.2, equity: -0.08, commodity: -0.05, fx: -0.02 },
    volMultiplier: 1,
  },
  { id: 'vol_x2', shocks: {}, volMultiplier: 2 },
]

const ALL_CLASSES: readonly AssetClass[] = ['crypto', 'fx', 'equity', 'commodity']

/**
 * A perpetual whose shocked price reaches its liquidation price is closed there: it loses what it
 * adds to equity now (its margin with its unrealized P&L), never more.
 */
function positionPnl(p: RiskPosition, move: number): { pnl: number; liquidated: boolean } {
  const pnl = p.exposure * move
  if (p.market !== 'perp' || p.liquidationPrice === null) return { pnl, liquidated: false }
  const shocked = p.price * (1 + move)
  const crossed = p.side === 'long' ? shocked <= p.liquidationPrice : shocked >= p.liquidationPrice
  return crossed ? { pnl: -Math.max(0, p.value), liquidated: true } : { pnl, liquidated: false }
}

/**
 * Each scenario's P&L per position and in total. A price scenario moves every position by its
 * class's shock. The volatility scenario (`volMultiplier` k) moves no price: each position loses
 * its 1-day 99 % parametric (Euler) component VaR computed with every volatility multiplied by k
 * (the covariance matrix times k²), `volStressLoss[i]` for `positions[i]`; the implied price move
 * (loss / exposure) decides a perpetual's liquidation as above.
 */
export function stressPositions(
  positions: readonly RiskPosition[],
  equity: number,
  volStressLoss: readonly number[],
  scenarios: readonly StressScenario[] = STRESS_SCENARIOS,
): StressResult[] {
  return scenarios.map((s) => {
    const rows = positions.map((p, i) => {
      const move =
        s.volMultiplier === 1
          ? (s.shocks[p.assetClass] ?? 0)
          : p.exposure === 0
            ? 0
            : -(volStressLoss[i] ?? 0) / p.exposure
      return { key: p.key, ...positionPnl(p, move) }
    })
    const pnl = rows.reduce((sum, r) => sum + r.pnl, 0)
    return {
      id: s.id,
      shocks: Object.fromEntries(ALL_CLASSES.map((c) => [c, s.shocks[c] ?? 0])) as Record<
        AssetClass,
        number
      >,
      volMultiplier: s.volMultiplier,
      pnl,
      pnlPercent: equity > 0 ? (pnl / equity) * 100 : 0,
      positions: rows,
    }
  })
}
