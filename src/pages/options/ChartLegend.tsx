import type { SeriesSpec } from './chart-lines.ts'

/** A chart's legend: one swatch and label per series. */
export function ChartLegend({ series }: { series: readonly SeriesSpec[] }) {
  return (
    <ul className="options-legend">
      {series.map((s) => (
        <li key={s.label}>
          <span
            className={`options-swatch${s.points ? ' dot' : ''}`}
            style={{ background: `var(${s.colour})` }}
          />
          {s.label}
        </li>
      ))}
    </ul>
  )
}
