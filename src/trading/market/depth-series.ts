/**
 * The depth chart's data, prepared as uPlot's columnar arrays: one x column of prices, bids far
 * to best then asks best to far, and a cumulative size column per side (null on the other side's
 * prices, so each side draws as its own area). Pure, so it is tested without a DOM.
 */
import type { TFunction } from 'i18next'
import { formatPrice } from '../../lib/format.ts'
import type { PriceLevel, Spread } from './book-levels.ts'
import { formatSpread, formatSpreadPercent } from './number-format.ts'

export type DepthData = [prices: number[], bids: (number | null)[], asks: (number | null)[]]

const cumulative = (levels: readonly PriceLevel[]): PriceLevel[] => {
  let total = 0
  return levels
    .filter(([price, size]) => Number.isFinite(price) && size > 0)
    .map(([price, size]) => {
      total += size
      return [price, total] as const
    })
}

export function depthSeries(bids: readonly PriceLevel[], asks: readonly PriceLevel[]): DepthData {
  const sortedBids = [...bids].sort((a, b) => b[0] - a[0])
  const sortedAsks = [...asks].sort((a, b) => a[0] - b[0])
  const bidPoints = cumulative(sortedBids).reverse()
  // A crossed book would break uPlot's ascending x: the asks keep only prices above the bids.
  const topBid = sortedBids[0]?.[0] ?? -Infinity
  const askPoints = cumulative(sortedAsks).filter(([price]) => price > topBid)
  return [
    [...bidPoints.map(([p]) => p), ...askPoints.map(([p]) => p)],
    [...bidPoints.map(([, t]) => t), ...askPoints.map(() => null)],
    [...bidPoints.map(() => null), ...askPoints.map(([, t]) => t)],
  ]
}

/** An x range centred on the mid price and wide enough for both sides. */
export function symmetricRange(mid: number, min: number, max: number): [number, number] {
  if (!Number.isFinite(mid) || mid <= 0) return [min, max]
  let half = Math.max(mid - min, max - mid)
  if (!Number.isFinite(half) || half <= 0) half = mid * 0.001
  return [mid - half, mid + half]
}

/** What a screen reader hears for the chart. */
export function depthLabel(t: TFunction, symbol: string, spread: Spread | null): string {
  if (!spread) return t('trading.depth.oneSided', { symbol })
  return t('trading.depth.label', {
    symbol,
    bid: formatPrice(spread.bid),
    ask: formatPrice(spread.ask),
    spread: formatSpread(spread.absolute, spread.mid),
    percent: formatSpreadPercent(spread.percent),
  })
}
