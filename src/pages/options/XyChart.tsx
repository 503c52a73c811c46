import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { xyChartOptions, type SeriesSpec } from './chart-lines.ts'

interface Props {
  /** What the chart shows, in words, for screen readers (the figures are also in the page). */
  summary: string
  data: uPlot.AlignedData
  series: readonly SeriesSpec[]
  x: (v: number) => string
  y: (v: number) => string
  height?: number
  testId?: string
}

/** One uPlot chart over a numeric x, rebuilt when its data changes, following its width. */
export function XyChart({ summary, data, series, x, y, height = 220, testId }: Props) {
  const plotRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const plot = plotRef.current
    if (!plot) return
    const width = Math.max(plot.clientWidth, 200)
    const chart = new uPlot(xyChartOptions({ el: plot, width, height, series, x, y }), data, plot)
    const resize = new ResizeObserver((entries) => {
      const w = Math.floor(entries[0]?.contentRect.width ?? 0)
      if (w > 0 && w !== chart.width) chart.setSize({ width: w, height })
    })
    resize.observe(plot)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [data, series, x, y, height])
  return (
    <div
      ref={plotRef}
      className="options-plot"
      role="img"
      aria-label={summary}
      data-testid={testId}
    />
  )
}
