/** The sentence a screen reader hears for the plot (it is an image to assistive technology). */
import type { Timeframe } from '../../../protocol/index.ts'
import { i18n } from '../../i18n/index.ts'
import { formatPrice } from '../../lib/format.ts'
import { INDICATOR_LABELS, type ChartIndicator, type ChartType } from './types.ts'

export interface ChartDescription {
  name: string
  timeframe: Timeframe
  chartType: ChartType
  indicators: readonly ChartIndicator[]
  lastClose: number | null
}

// The controller describes the chart outside React, so the label takes the language of the
// moment from the app's i18next instance; it is redone at least once a second.
const t = i18n.t.bind(i18n)

/** An indicator's name as the menu and the label show it (Bollinger's words are translated). */
export const indicatorLabel = (i: ChartIndicator): string =>
  i === 'BB' ? t('marketView.chart.bollinger') : INDICATOR_LABELS[i]

const list = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${t('marketView.chart.and')} ${items[items.length - 1] ?? ''}`

export function describeChart(d: ChartDescription): string {
  const indicators =
    d.indicators.length > 0
      ? t('marketView.chart.withIndicators', { list: list(d.indicators.map(indicatorLabel)) })
      : ''
  const close =
    d.lastClose === null
      ? t('marketView.chart.noCandles')
      : t('marketView.chart.lastClose', { price: formatPrice(d.lastClose) })
  return t('marketView.chart.describe', {
    name: d.name,
    timeframe: d.timeframe,
    kind: t(`marketView.chart.kinds.${d.chartType}`),
    indicators,
    close,
  })
}
