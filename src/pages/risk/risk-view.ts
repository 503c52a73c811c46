/** The risk answer arranged for the tables: pure, so each arrangement is unit-tested. */
import type { AssetClass } from '../../../protocol/market.ts'
import type {
  RiskPosition,
  RiskReport,
  StressResult,
  VarFigure,
  VarMethod,
} from '../../../protocol/analytics.ts'

export const VAR_METHOD_ORDER: readonly VarMethod[] = ['historical', 'parametric', 'monte_carlo']
export const VAR_LEVEL_ORDER = [0.95, 0.99] as const

export interface VarRow {
  method: VarMethod
  horizonDays: number
  /** One cell per level of VAR_LEVEL_ORDER; null when the answer lacks it. */
  cells: ({ var: number; es: number } | null)[]
}

/** One row per method and horizon (1 day before 10 days), the levels side by side. */
export function varRows(figures: readonly VarFigure[]): VarRow[] {
  const horizons = [...new Set(figures.map((f) => f.horizonDays))].sort((a, b) => a - b)
  const rows: VarRow[] = []
  for (const method of VAR_METHOD_ORDER) {
    for (const horizonDays of horizons) {
      const cells = VAR_LEVEL_ORDER.map((level) => {
        const f = figures.find(
          (x) => x.method === method && x.horizonDays === horizonDays && x.level === level,
        )
        return f ? { var: f.var, es: f.es } : null
      })
      if (cells.some((c) => c !== null)) rows.push({ method, horizonDays, cells })
    }
  }
  return rows
}

/** A stress scenario's shocks, the non-zero ones, in a stable order. */
export function scenarioShocks(s: StressResult): { assetClass: AssetClass; shock: number }[] {
  const order: AssetClass[] = ['crypto', 'equity', 'commodity', 'fx']
  return order
    .map((assetClass) => ({ assetClass, shock: s.shocks[assetClass] ?? 0 }))
    .filter((x) => x.shock !== 0)
}

export interface StressCell {
  pnl: number
  liquidated: boolean
}

/** Rows = positions (in the answer's order), columns = scenarios; a missing entry is null. */
export function stressMatrix(report: Pick<RiskReport, 'positions' | 'stress'>) {
  return report.positions.map((p) => ({
    position: p,
    cells: report.stress.map((s): StressCell | null => {
      const hit = s.positions.find((x) => x.key === p.key)
      return hit ? { pnl: hit.pnl, liquidated: hit.liquidated } : null
    }),
  }))
}

export interface AttributionRow {
  key: string
  position: RiskPosition | undefined
  componentVar: number
  marginalVar: number
  share: number
}

/** Each position's part of the total VaR, largest first, and the sum the page shows next to it. */
export function attributionRows(report: Pick<RiskReport, 'positions' | 'attribution'>) {
  const rows: AttributionRow[] = report.attribution.positions
    .map((a) => ({ ...a, position: report.positions.find((p) => p.key === a.key) }))
    .sort((a, b) => Math.abs(b.componentVar) - Math.abs(a.componentVar))
  // Summed in the answer's order, not the sorted one: the page's "sum" must not drift in the last digit.
  const sum = report.attribution.positions.reduce((acc, a) => acc + a.componentVar, 0)
  return { rows, sum, total: report.attribution.total }
}

/** Signed exposure per symbol of `history`, summing spot, perpetual and manual positions. */
export function exposuresBySymbol(report: Pick<RiskReport, 'positions' | 'history'>): number[] {
  return report.history.symbols.map((symbol) =>
    report.positions.filter((p) => p.symbol === symbol).reduce((acc, p) => acc + p.exposure, 0),
  )
}
