import { useTranslation } from 'react-i18next'
import type { AttributionRow } from '../risk/risk-view.ts'
import { formatUsd } from '../risk/risk-format.ts'

const ROW = 28
const LABEL = 96
const WIDTH = 480

/**
 * Component VaR as horizontal bars around zero (a hedge's negative part goes left). SVG scales
 * with its box, so the chart fits a 375 px screen; the numbers are also in the table.
 */
export function ComponentBars({ rows }: { rows: readonly AttributionRow[] }) {
  const { t } = useTranslation()
  const max = Math.max(...rows.map((r) => Math.abs(r.componentVar)), 1e-12)
  const hasNegative = rows.some((r) => r.componentVar < 0)
  const plot = WIDTH - LABEL - 8
  const zero = LABEL + (hasNegative ? plot / 2 : 0)
  const scale = (hasNegative ? plot / 2 : plot) / max
  const height = rows.length * ROW + 4
  return (
    <section className="panel" aria-labelledby="attribution-bars-title">
      <div className="panel-header">
        <h2 id="attribution-bars-title">{t('risk.attribution.barsTitle')}</h2>
      </div>
      <svg
        className="attribution-bars"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={t('risk.attribution.barsLabel')}
        data-testid="attribution-bars"
      >
        <line className="attribution-axis" x1={zero} x2={zero} y1={0} y2={height} />
        {rows.map((r, i) => {
          const w = Math.abs(r.componentVar) * scale
          const x = r.componentVar < 0 ? zero - w : zero
          const y = i * ROW + 4
          return (
            <g key={r.key}>
              <text className="attribution-label" x={LABEL - 6} y={y + ROW / 2} textAnchor="end">
                {r.position?.symbol ?? r.key}
              </text>
              <rect
                className={r.componentVar < 0 ? 'attribution-bar hedge' : 'attribution-bar'}
                x={x}
                y={y + 3}
                width={Math.max(w, 1)}
                height={ROW - 10}
                rx={3}
              >
                <title>{`${r.position?.symbol ?? r.key}: ${formatUsd(r.componentVar)}`}</title>
              </rect>
            </g>
          )
        })}
      </svg>
    </section>
  )
}
