import type { z } from 'zod'
import type { liquidationWarningData } from '../../protocol/trading.ts'
import { isLiquidatable, liquidationDistance } from '../../protocol/trading-math.ts'
import type { PositionSide } from './pnl.ts'
import { positionLiquidationPrice } from './wire.ts'

export type LiquidationWarningData = z.infer<typeof liquidationWarningData>

export interface MonitoredPosition {
  id: string
  portfolioId: string
  userId: string
  symbol: string
  side: PositionSide
  size: number
  entryPrice: number
  margin: number
  leverage: number
}

export interface RiskWarning {
  /** Whom to push `{ type: 'liquidation_warning', data }` to. */
  userId: string
  data: LiquidationWarningData
}

export interface RiskCheck {
  warnings: RiskWarning[]
  /** Ids of positions whose mark is at or beyond their liquidation price: close them now. */
  liquidations: string[]
}

export interface RiskMonitorOptions {
  /**
   * Warn once the mark has covered all but this fraction of the way from the entry price to the
   * liquidation price (0.2: 80 % of the way). Relative to the position's own buffer, so a 50x
   * position is not warned about the moment it opens and a 2x one is warned in good time.
   */
  warnDistance?: number
  /** At most one warning per position per this many ms. */
  warnEveryMs?: number
  now?: () => number
}

export interface RiskMonitor {
  check(
    positions: readonly MonitoredPosition[],
    markOf: (symbol: string) => number | undefined,
  ): RiskCheck
  /** Drops a position's throttle state (after it closed), so a new one is warned afresh. */
  forget(positionId: string): void
}

/**
 * Stateless apart from the warning throttle; the trading service calls `check` on every tick,
 * pushes the warnings and force-closes the liquidations with reduce-only market orders.
 */
export function createRiskMonitor(opts: RiskMonitorOptions = {}): RiskMonitor {
  const warnDistance = opts.warnDistance ?? 0.2
  const warnEveryMs = opts.warnEveryMs ?? 60_000
  const now = opts.now ?? Date.now
  const lastWarned = new Map<string, number>()

  return {
    check(positions, markOf) {
      const t = now()
      // Entries older than the throttle no longer hold anything back; dropping them bounds memory.
      for (const [id, at] of lastWarned) if (t - at >= warnEveryMs) lastWarned.delete(id)
      const result: RiskCheck = { warnings: [], liquidations: [] }
      for (const p of positions) {
        const mark = markOf(p.symbol)
        if (mark === undefined || !(mark > 0) || !(p.size > 0)) continue
        const liq = positionLiquidationPrice(p)
        if (isLiquidatable(p.side, mark, liq)) {
          result.liquidations.push(p.id)
          continue
        }
        const way = Math.abs(p.entryPrice - liq)
        const losing = p.side === 'long' ? mark < p.entryPrice : mark > p.entryPrice
        if (!losing || Math.abs(mark - liq) > warnDistance * way || lastWarned.has(p.id)) continue
        lastWarned.set(p.id, t)
        result.warnings.push({
          userId: p.userId,
          data: {
            positionId: p.id,
            portfolioId: p.portfolioId,
            symbol: p.symbol,
            markPrice: mark,
            liquidationPrice: Number(liq.toFixed(8)),
            distance: Number(liquidationDistance(mark, liq).toFixed(6)),
          },
        })
      }
      return result
    },
    forget(positionId) {
      lastWarned.delete(positionId)
    },
  }
}
