import '../../styles/trading-chart.css'
import { useTranslation } from 'react-i18next'
import { useAtom } from '../../app/store.ts'
import { CHART_LAYOUTS, type ChartLayout } from '../../trading/chart/chart-prefs.ts'
import { ChartPanel } from './ChartPanel.tsx'
import { chartLayoutAtom } from './charts-state.ts'

/** Taller charts when there are fewer of them. */
const CHART_HEIGHT: Record<ChartLayout, number> = { 1: 520, 2: 440, 4: 340 }

export default function ChartsPage() {
  const [layout, setLayout] = useAtom(chartLayoutAtom)
  const { t } = useTranslation()

  return (
    <section className="page charts-page" aria-labelledby="page-title">
      <div className="charts-toolbar">
        <h1 id="page-title" className="page-title">
          {t('charts.title')}
        </h1>
        <div className="chart-segment" role="group" aria-label={t('charts.layout')}>
          {CHART_LAYOUTS.map((n) => (
            <button
              key={n}
              type="button"
              className="chart-chip"
              aria-pressed={layout === n}
              onClick={() => setLayout(n)}
            >
              {t('charts.count', { count: n })}
            </button>
          ))}
        </div>
      </div>
      <div className="charts-grid" data-layout={layout}>
        {Array.from({ length: layout }, (_, i) => (
          <ChartPanel key={i} index={i} height={CHART_HEIGHT[layout]} />
        ))}
      </div>
    </section>
  )
}
