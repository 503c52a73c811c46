import type { Holding, Portfolio, PortfolioSummary } from '../../protocol/index.ts'
import type { MarketFeed } from '../market/feed.ts'
import { sideSign } from '../perps/pnl.ts'
import { toWirePosition, type PerpPositionRecord } from '../perps/wire.ts'
import { optionMark, type OptionMarks, type OptionPositionRecord } from './option-positions-repo.ts'

type Prices = Pick<MarketFeed, 'price' | 'markPrice'>
type Position = PortfolioSummary['positions'][string]

/** One line of the summary before the total is known (value unrounded, for the sums). */
interface Valued {
  key: string
  value: number
  change: number
  line: Omit<Position, 'value' | 'percentage'>
}

const money = (n: number): number => Math.round(n * 100) / 100

/** A symbol the feed does not know is held at its average price with no 24h change. */
function spotLine(h: Holding, market: Prices): Valued {
  const quote = market.price(h.symbol)
  const price = quote?.price ?? h.averagePrice
  const manual = h.source === 'manual'
  return {
    key: manual ? `${h.symbol}:manual` : h.symbol,
    value: h.quantity * price,
    change: h.quantity * (quote?.change24h ?? 0),
    line: {
      symbol: h.symbol,
      ...(manual ? { source: 'manual' as const } : {}),
      amount: h.quantity,
      unrealizedPnl: money((price - h.averagePrice) * h.quantity),
      realizedPnl: 0,
      averagePrice: h.averagePrice,
    },
  }
}

/**
 * A perpetual is worth its equity: the isolated margin plus the unrealized P&L at the mark price
 * (the entry price when there is no mark). Its 24h change is the signed size times the symbol's
 * 24h move, the same convention as a spot holding (the move of what is held now).
 */
function perpLine(p: PerpPositionRecord, market: Prices): Valued {
  const wire = toWirePosition(p, market.markPrice(p.symbol) ?? p.entryPrice)
  const amount = sideSign(p.side) * p.size
  return {
    key: `${p.symbol}:perp`,
    value: p.margin + wire.unrealizedPnl,
    change: amount * (market.price(p.symbol)?.change24h ?? 0),
    line: {
      symbol: p.symbol,
      market: 'perp',
      amount,
      unrealizedPnl: money(wire.unrealizedPnl),
      realizedPnl: p.realizedPnl,
      averagePrice: p.entryPrice,
    },
  }
}

/**
 * An option is worth its signed size times the model's mark (a short is a liability), so paying
 * or receiving a premium moves cash and the position by the same amount and equity does not
 * jump. A short's margin stays inside cash: it is the trader's money, only locked.
 */
function optionLine(p: OptionPositionRecord, options: OptionMarks | undefined): Valued {
  const mark = optionMark(options, p)
  return {
    key: `${p.symbol}:option`,
    value: p.size * mark,
    change: 0,
    line: {
      symbol: p.symbol,
      market: 'option',
      amount: p.size,
      unrealizedPnl: money((mark - p.avgPrice) * p.size),
      realizedPnl: p.realizedPnl,
      averagePrice: p.avgPrice,
    },
  }
}

/**
 * Values a portfolio at the feed's current prices: free cash, spot holdings at market,
 * perpetual positions at their equity and option positions at the model's mark. `portfolio.cash`
 * includes the margin locked in the perpetuals, so that margin is taken out of cash and counted
 * once, inside the positions.
 */
export function summarize(
  portfolio: Portfolio,
  holdings: readonly Holding[],
  market: Prices,
  perps: readonly PerpPositionRecord[],
  optionPositions: { positions: readonly OptionPositionRecord[]; marks?: OptionMarks } = {
    positions: [],
  },
): PortfolioSummary {
  const lines = [
    ...holdings.map((h) => spotLine(h, market)),
    ...perps.map((p) => perpLine(p, market)),
    ...optionPositions.positions.map((p) => optionLine(p, optionPositions.marks)),
  ]
  const cash = portfolio.cash - perps.reduce((sum, p) => sum + p.margin, 0)
  const totalValue = cash + lines.reduce((sum, l) => sum + l.value, 0)
  const change24h = lines.reduce((sum, l) => sum + l.change, 0)
  const before = totalValue - change24h
  const positions: PortfolioSummary['positions'] = {}
  for (const { key, value, line } of lines) {
    positions[key] = {
      ...line,
      value: money(value),
      percentage: totalValue > 0 ? Number(((value / totalValue) * 100).toFixed(4)) : 0,
    }
  }
  return {
    portfolioId: portfolio.id,
    totalValue: money(totalValue),
    cash: money(cash),
    change24h: money(change24h),
    change24hPercent: before > 0 ? Number(((change24h / before) * 100).toFixed(4)) : 0,
    positions,
  }
}
