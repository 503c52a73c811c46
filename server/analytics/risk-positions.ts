import type { AssetClass, Portfolio, RiskPosition } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { sideSign } from '../perps/pnl.ts'
import { positionLiquidationPrice, toWirePosition } from '../perps/wire.ts'
import { listHoldings } from '../portfolios/holdings-repo.ts'
import { listOptionPositions, optionMark } from '../portfolios/option-positions-repo.ts'
import { listPerpPositions } from '../portfolios/perp-positions-repo.ts'
import { summarize } from '../portfolios/summary.ts'
import type { ValuationContext } from '../portfolios/valuation.ts'

export interface ValuedPositions {
  /** The portfolio summary's total: what percentages and leverage are taken of. */
  equity: number
  positions: RiskPosition[]
}

type Market = AppContext['market']

/** Each symbol's asset class; a symbol the market no longer lists counts as crypto (the riskiest). */
export function assetClassOf(market: Pick<Market, 'symbols'>): (symbol: string) => AssetClass {
  const classes = new Map(market.symbols().map((s) => [s.symbol, s.assetClass]))
  return (symbol) => classes.get(symbol) ?? 'crypto'
}

/**
 * The portfolio's positions valued as its summary values them (spot and manual holdings at the
 * last price, perpetuals at the mark with their margin and liquidation price, options at the
 * model's mark: size × mark, negative for a short, with a short's margin), each with its signed
 * market exposure.
 */
export async function valuedPositions(
  ctx: ValuationContext,
  portfolio: Portfolio,
): Promise<ValuedPositions> {
  const [holdings, perps, options] = await Promise.all([
    listHoldings(ctx.db, portfolio.id),
    listPerpPositions(ctx.db, portfolio.id),
    listOptionPositions(ctx.db, portfolio.id),
  ])
  const summary = summarize(portfolio, holdings, ctx.market, perps, {
    positions: options,
    ...(ctx.options ? { marks: ctx.options } : {}),
  })
  const classOf = assetClassOf(ctx.market)
  const positions: RiskPosition[] = []
  for (const h of holdings) {
    const price = ctx.market.price(h.symbol)?.price ?? h.averagePrice
    const manual = h.source === 'manual'
    positions.push({
      key: manual ? `${h.symbol}:manual` : h.symbol,
      symbol: h.symbol,
      assetClass: classOf(h.symbol),
      market: 'spot',
      source: manual ? 'manual' : 'exchange',
      side: 'long',
      quantity: h.quantity,
      price,
      exposure: h.quantity * price,
      value: h.quantity * price,
      margin: null,
      liquidationPrice: null,
      distanceToLiquidation: null,
    })
  }
  for (const p of perps) {
    const mark = ctx.market.markPrice(p.symbol) ?? p.entryPrice
    const wire = toWirePosition(p, mark)
    const liquidation = positionLiquidationPrice(p)
    positions.push({
      key: `${p.symbol}:perp`,
      symbol: p.symbol,
      assetClass: classOf(p.symbol),
      market: 'perp',
      source: 'exchange',
      side: p.side,
      quantity: p.size,
      price: mark,
      exposure: sideSign(p.side) * p.size * mark,
      value: p.margin + wire.unrealizedPnl,
      margin: p.margin,
      liquidationPrice: liquidation,
      distanceToLiquidation: mark > 0 ? Math.abs(mark - liquidation) / mark : null,
    })
  }
  for (const p of options) {
    const mark = optionMark(ctx.options, p)
    positions.push({
      key: `${p.symbol}:option`,
      symbol: p.symbol,
      assetClass: classOf(ctx.options?.option(p.symbol)?.underlying ?? p.symbol),
      market: 'option',
      source: 'exchange',
      side: p.size > 0 ? 'long' : 'short',
      quantity: Math.abs(p.size),
      price: mark,
      exposure: p.size * mark,
      value: p.size * mark,
      margin: p.size < 0 ? p.margin : null,
      liquidationPrice: null,
      distanceToLiquidation: null,
    })
  }
  return { equity: summary.totalValue, positions }
}
