import '../../styles/trading-chart.css'
import { useAtom } from '../../app/store.ts'
import { CHART_LAYOUTS, type ChartLayout } from '../../trading/chart/chart-prefs.ts'
import { ChartPanel } from './ChartPanel.tsx'
import { chartLayoutAtom } from './charts-state.ts'

/** Taller charts when there are fewer of them. */
const CHART_HEIGHT: Record<ChartLayout, number> = { 1: 520, 2: 440, 4: 340 }

export default function ChartsPage() {
  const [layout, setLayout] = useAtom(chartLayoutAtom)

  return (
    <section className="page charts-page" aria-labelledby="page-title">
      <div className="charts-toolbar">
        <h1 id="page-title" className="page-title">
          Charts
        </h1>
        <div className="chart-segment" role="group" aria-label="Layout">
          {CHART_LAYOUTS.map((n) => (
            <button
              key={n}
              type="button"
              className="chart-chip"
              aria-pressed={layout === n}
              onClick={() => setLayout(n)}
            >
              {n === 1 ? '1 chart' : `${n} charts`}
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
