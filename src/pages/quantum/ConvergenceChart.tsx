import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ConvergenceResult } from '../../../workers/engine/api.ts'
import { formatCount, formatError } from '../risk/risk-format.ts'
import { cssColors, themedAxis } from '../../lib/chart-theme.ts'

const HEIGHT = 260
/** A log axis cannot show 0: an error that happens to hit the reference exactly sits at the floor. */
const FLOOR = 1e-7

const isDecade = (v: number): boolean => {
  const exponent = Math.log10(v)
  return Math.abs(exponent - Math.round(exponent)) < 1e-9
}

function colors(el: Element) {
  const read = cssColors(el)
  return {
    pseudo: read('--warn', '#f59e0b'),
    sobol: read('--info', '#38bdf8'),
    axis: read('--text-muted', '#8b93a7'),
    grid: read('--border', '#252c3a'),
  }
}

/** Relative error against the path count, both axes logarithmic; follows its container's width. */
export function ConvergenceChart({ result }: { result: ConvergenceResult }) {
  const { t } = useTranslation()
  const plotRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = plotRef.current
    if (!el) return
    const c = colors(el)
    const axis = themedAxis(c.axis, c.grid)
    const data: uPlot.AlignedData = [
      result.points.map((p) => p.paths),
      result.points.map((p) => Math.max(p.pseudo.error, FLOOR)),
      result.points.map((p) => Math.max(p.sobol.error, FLOOR)),
    ]
    const line = (label: string, stroke: string) => ({
      label,
      stroke,
      width: 2,
      points: { show: true, size: 6 },
      value: (_u: uPlot, v: number | null) => (v === null ? '—' : formatError(v)),
    })
    const chart = new uPlot(
      {
        width: Math.max(el.clientWidth, 240),
        height: HEIGHT,
        legend: { live: false },
        scales: { x: { time: false, distr: 3, log: 2 }, y: { distr: 3, log: 10 } },
        // On log axes uPlot hands `values` null for the ticks it has no room to label.
        axes: [
          {
            ...axis,
            label: t('risk.quantum.axisPaths'),
            values: (_u, splits) =>
              splits.map((v: number | null) => (v === null ? '' : formatCount(v))),
          },
          {
            ...axis,
            size: 64,
            label: t('risk.quantum.axisError'),
            // A log axis splits every decade into nine ticks: only the decades are labelled.
            values: (_u, splits) =>
              splits.map((v: number | null) => (v !== null && isDecade(v) ? formatError(v) : '')),
          },
        ],
        series: [
          { label: t('risk.quantum.axisPaths'), value: (_u, v) => formatCount(v) },
          line(t('risk.quantum.pseudoShort'), c.pseudo),
          line(t('risk.quantum.sobolShort'), c.sobol),
        ],
      },
      data,
      el,
    )
    const resize = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0)
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: HEIGHT })
    })
    resize.observe(el)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [result, t])

  return (
    <section className="panel" aria-labelledby="convergence-chart-title">
      <div className="panel-header">
        <h2 id="convergence-chart-title">{t('risk.quantum.chartTitle')}</h2>
      </div>
      <div
        ref={plotRef}
        className="convergence-plot"
        role="img"
        aria-label={t('risk.quantum.chartLabel')}
      />
    </section>
  )
}
