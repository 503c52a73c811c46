import { useTranslation } from 'react-i18next'
import { useAtomValue, useSetAtom } from '../../app/store.ts'
import { CandleChart } from '../../trading/chart/CandleChart.tsx'
import { ChartControls } from '../../trading/chart/ChartControls.tsx'
import { chartSlotsAtom, updateChartSlotAtom } from './charts-state.ts'
import { SymbolSelect } from './SymbolSelect.tsx'

/** One chart of the grid, with its own symbol and settings. */
export function ChartPanel({ index, height }: { index: number; height: number }) {
  const slot = useAtomValue(chartSlotsAtom)[index]
  const update = useSetAtom(updateChartSlotAtom)
  const { t } = useTranslation()
  if (!slot) return null
  const name = t('charts.name', { n: index + 1 })

  return (
    <section className="panel chart-panel" aria-label={`${name}: ${slot.symbol}`}>
      <div className="chart-panel-header">
        <SymbolSelect
          value={slot.symbol}
          label={t('charts.symbol', { n: index + 1 })}
          onChange={(symbol) => update({ index, change: { symbol } })}
        />
        <ChartControls
          name={`${name} (${slot.symbol})`}
          timeframe={slot.timeframe}
          chartType={slot.chartType}
          indicators={slot.indicators}
          onTimeframeChange={(timeframe) => update({ index, change: { timeframe } })}
          onChartTypeChange={(chartType) => update({ index, change: { chartType } })}
          onIndicatorsChange={(indicators) => update({ index, change: { indicators } })}
        />
      </div>
      <CandleChart
        symbol={slot.symbol}
        timeframe={slot.timeframe}
        chartType={slot.chartType}
        indicators={slot.indicators}
        height={height}
      />
    </section>
  )
}
