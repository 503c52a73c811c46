import { useEffect, useId, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { Columns } from './chart-series.ts'
import { lineChartOptions, type LineSpec } from './chart-options.ts'

interface Props {
  title: string
  /** What the chart shows, in words, for screen readers (the figures are also in the page). */
  summary: string
  columns: Columns
  lines: readonly LineSpec[]
  value: (v: number) => string
  height?: number
}

/**
 * One uPlot line chart in a panel with its own legend. Built once per answer: the data is
 * prepared ahead (chart-series.ts) and the chart follows its container's width.
 */
export function AnalyticsChart({ title, summary, columns, lines, value, height = 220 }: Props) {
  const titleId = useId()
  const plotRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const plot = plotRef.current
    if (!plot) return
    const chart = new uPlot(
      lineChartOptions({ el: plot, width: Math.max(plot.clientWidth, 200), height, lines, value }),
      columns,
      plot,
    )
    const resize = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0)
      if (width > 0 && width !== chart.width) chart.setSize({ width, height })
    })
    resize.observe(plot)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [columns, lines, value, height])

  return (
    <section className="panel analytics-chart" aria-labelledby={titleId}>
      <div className="panel-header">
        <h3 id={titleId}>{title}</h3>
        <ul className="analytics-legend">
          {lines.map((l) => (
            <li key={l.label}>
              <span className="analytics-swatch" style={{ background: `var(${l.colour})` }} />
              {l.label}
            </li>
          ))}
        </ul>
      </div>
      <div ref={plotRef} className="analytics-plot" role="img" aria-label={summary} />
    </section>
  )
}
