/**
 * The active portfolio's lines as /portfolio lists them: its holdings (bought on the exchange or
 * held elsewhere) joined with the server's live valuation, then the perpetual positions the
 * valuation carries. Weight is a line's value over the portfolio's total value, cash included.
 */
import type { Holding, PortfolioSummary } from '../../../protocol/index.ts'

export type LineKind = 'exchange' | 'manual' | 'perp'

export interface PositionLine {
  /** The valuation's key: symbol, `${symbol}:manual` or `${symbol}:perp`. */
  key: string
  symbol: string
  kind: LineKind
  /** Set for a manual holding, the only kind removed by hand. */
  holdingId: string | null
  /** Signed for a perpetual (negative: short). */
  quantity: number
  averagePrice: number
  /** Null until a valuation has arrived. */
  value: number | null
  pnl: number | null
  weight: number | null
}

export interface PortfolioTotals {
  totalValue: number
  cash: number
  positionsValue: number
  unrealizedPnl: number
  change24h: number
  change24hPercent: number
}

export const lineKey = (h: Pick<Holding, 'symbol' | 'source'>): string =>
  h.source === 'manual' ? `${h.symbol}:manual` : h.symbol

const PERP_SUFFIX = ':perp'

const weightOf = (value: number, total: number): number | null => (total > 0 ? value / total : null)

export function positionLines(
  holdings: readonly Holding[],
  valuation: PortfolioSummary | null,
): PositionLine[] {
  const total = valuation?.totalValue ?? 0
  const lines: PositionLine[] = holdings.map((h) => {
    const key = lineKey(h)
    const v = valuation?.positions[key]
    return {
      key,
      symbol: h.symbol,
      kind: h.source,
      holdingId: h.source === 'manual' ? h.id : null,
      quantity: h.quantity,
      averagePrice: h.averagePrice,
      value: v ? v.value : null,
      pnl: v ? v.unrealizedPnl : null,
      weight: v ? weightOf(v.value, total) : null,
    }
  })
  if (!valuation) return lines
  const listed = new Set(lines.map((l) => l.key))
  for (const [key, v] of Object.entries(valuation.positions)) {
    // Lines the holdings list does not have yet (a fill since it was read) are shown too.
    if (listed.has(key)) continue
    const perp = v.market === 'perp' || key.endsWith(PERP_SUFFIX)
    lines.push({
      key,
      symbol: v.symbol,
      kind: perp ? 'perp' : v.source === 'manual' ? 'manual' : 'exchange',
      holdingId: null,
      quantity: v.amount,
      averagePrice: v.averagePrice,
      value: v.value,
      pnl: v.unrealizedPnl,
      weight: weightOf(v.value, total),
    })
  }
  return lines
}

export function portfolioTotals(valuation: PortfolioSummary): PortfolioTotals {
  const positions = Object.values(valuation.positions)
  return {
    totalValue: valuation.totalValue,
    cash: valuation.cash,
    positionsValue: valuation.totalValue - valuation.cash,
    unrealizedPnl: positions.reduce((n, p) => n + p.unrealizedPnl, 0),
    change24h: valuation.change24h,
    change24hPercent: valuation.change24hPercent,
  }
}
