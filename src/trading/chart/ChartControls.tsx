import type { Timeframe } from '../../../protocol/index.ts'
import { CHART_INTERVALS } from '../../components/skeletons/ChartSkeleton.tsx'
import { IndicatorMenu } from './IndicatorMenu.tsx'
import type { ChartIndicator, ChartType } from './types.ts'

const TIMEFRAME_NAMES: Record<Timeframe, string> = {
  '1m': '1 minute',
  '5m': '5 minutes',
  '1h': '1 hour',
  '1d': '1 day',
}

const CHART_TYPE_LABELS: Record<ChartType, string> = { candlestick: 'Candles', line: 'Line' }

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
  return (
    <div className="chart-controls" role="group" aria-label={`${props.name} chart settings`}>
      <div className="chart-segment" role="group" aria-label="Timeframe">
        {CHART_INTERVALS.map((tf) => (
          <button
            key={tf}
            type="button"
            className="chart-chip"
            title={TIMEFRAME_NAMES[tf]}
            aria-pressed={tf === props.timeframe}
            onClick={() => props.onTimeframeChange(tf)}
          >
            {tf}
          </button>
        ))}
      </div>
      <div className="chart-segment" role="group" aria-label="Chart type">
        {(Object.keys(CHART_TYPE_LABELS) as ChartType[]).map((type) => (
          <button
            key={type}
            type="button"
            className="chart-chip"
            aria-pressed={type === props.chartType}
            onClick={() => props.onChartTypeChange(type)}
          >
            {CHART_TYPE_LABELS[type]}
          </button>
        ))}
      </div>
      <IndicatorMenu selected={props.indicators} onChange={props.onIndicatorsChange} />
    </div>
  )
}
