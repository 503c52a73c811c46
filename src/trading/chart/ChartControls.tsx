import { useTranslation } from 'react-i18next'
import type { Timeframe } from '../../../protocol/index.ts'
import { CHART_INTERVALS } from '../../components/skeletons/ChartSkeleton.tsx'
import { IndicatorMenu } from './IndicatorMenu.tsx'
import type { ChartIndicator, ChartType } from './types.ts'

const CHART_TYPES: ChartType[] = ['candlestick', 'line']

export interface ChartControlsProps {
  /** Names the controls to assistive technology ("BTC-USD chart settings"). */
  name: string
  timeframe: Timeframe
  chartType: ChartType
  indicators: readonly ChartIndicator[]
  onTimeframeChange: (timeframe: Timeframe) => void
  onChartTypeChange: (chartType: ChartType) => void
  onIndicatorsChange: (indicators: ChartIndicator[]) => void
}

/**
 * The bar above a chart: timeframe, chart type, indicators. It holds no state: the page owns the
 * choices (and may remember them), so one chart's settings never leak into another's.
 */
export function ChartControls(props: ChartControlsProps) {
  const { t } = useTranslation()
  return (
    <div
      className="chart-controls"
      role="group"
      aria-label={t('marketView.chart.settings', { name: props.name })}
    >
      <div className="chart-segment" role="group" aria-label={t('marketView.chart.timeframe')}>
        {CHART_INTERVALS.map((tf) => (
          <button
            key={tf}
            type="button"
            className="chart-chip"
            title={t(`marketView.chart.timeframes.${tf}`)}
            aria-pressed={tf === props.timeframe}
            onClick={() => props.onTimeframeChange(tf)}
          >
            {tf}
          </button>
        ))}
      </div>
      <div className="chart-segment" role="group" aria-label={t('marketView.chart.chartType')}>
        {CHART_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="chart-chip"
            aria-pressed={type === props.chartType}
            onClick={() => props.onChartTypeChange(type)}
          >
            {t(`marketView.chart.types.${type}`)}
          </button>
        ))}
      </div>
      <IndicatorMenu selected={props.indicators} onChange={props.onIndicatorsChange} />
    </div>
  )
}
