import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { EquityData } from './equity-data.ts'
import { curveColors, curveOptions } from './equity-options.ts'

/**
 * The curve's canvas: one uPlot, rebuilt only when the set of lines changes (deposits present or
 * not), otherwise fed new data; it follows its container's width.
 */
export function EquityPlot({
  curve,
  height,
  label,
  names,
}: {
  curve: EquityData
  height: number
  label: string
  names: { equity: string; deposits: string }
}) {
  const plotRef = useRef<HTMLDivElement>(null)
  const chart = useRef<uPlot | null>(null)
  const latest = useRef(curve)
  const { hasDeposits } = curve

  useEffect(() => {
    latest.current = curve
    chart.current?.setData(curve.data)
  }, [curve])

  useEffect(() => {
    const el = plotRef.current
    if (!el) return
    const plot = new uPlot(
      curveOptions({
        width: Math.max(1, el.clientWidth),
        height,
        colors: curveColors(el),
        names,
        withDeposits: hasDeposits,
      }),
      latest.current.data,
      el,
    )
    chart.current = plot
    const resize = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0)
      if (width > 0 && width !== plot.width) plot.setSize({ width, height })
    })
    resize.observe(el)
    return () => {
      resize.disconnect()
      plot.destroy()
      chart.current = null
    }
  }, [height, hasDeposits, names])

  return (
    <div
      ref={plotRef}
      className="equity-plot"
      role="img"
      aria-label={label}
      data-testid="equity-plot"
      data-from={curve.from ?? ''}
      data-to={curve.to ?? ''}
      style={{ minHeight: height }}
    />
  )
}
