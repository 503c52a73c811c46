/** The sentence a screen reader hears for the plot (it is an image to assistive technology). */
import type { Timeframe } from '../../../protocol/index.ts'
import { formatPrice } from '../../lib/format.ts'
import { INDICATOR_LABELS, type ChartIndicator, type ChartType } from './types.ts'

export interface ChartDescription {
  name: string
  timeframe: Timeframe
  chartType: ChartType
  indicators: readonly ChartIndicator[]
  lastClose: number | null
}

const list = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`

export function describeChart(d: ChartDescription): string {
  const kind = d.chartType === 'candlestick' ? 'candlestick' : 'line'
  const withIndicators =
    d.indicators.length > 0 ? ` with ${list(d.indicators.map((i) => INDICATOR_LABELS[i]))}` : ''
  const close = d.lastClose === null ? 'no candles yet' : `last close ${formatPrice(d.lastClose)}`
  return `${d.name}, ${d.timeframe} ${kind} chart${withIndicators}, ${close}`
}
