import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CHART_INDICATORS, OVERLAY_INDICATORS, type ChartIndicator } from './types.ts'
import { indicatorLabel } from './chart-label.ts'

/**
 * A disclosure button opening a list of indicator checkboxes. Escape or a click elsewhere closes
 * it; Escape puts focus back on the button.
 */
export function IndicatorMenu({
  selected,
  onChange,
}: {
  selected: readonly ChartIndicator[]
  onChange: (indicators: ChartIndicator[]) => void
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const toggle = (indicator: ChartIndicator, on: boolean) =>
    onChange(CHART_INDICATORS.filter((i) => (i === indicator ? on : selected.includes(i))))

  return (
    <div
      className="chart-indicators"
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        e.stopPropagation()
        setOpen(false)
        buttonRef.current?.focus()
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="chart-chip"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {selected.length > 0
          ? t('marketView.chart.indicatorsCount', { count: selected.length })
          : t('marketView.chart.indicators')}
      </button>
      <fieldset id={panelId} className="chart-indicator-panel" hidden={!open}>
        <legend className="visually-hidden">{t('marketView.chart.indicators')}</legend>
        {CHART_INDICATORS.map((indicator) => (
          <label key={indicator} className="checkbox">
            <input
              type="checkbox"
              checked={selected.includes(indicator)}
              onChange={(e) => toggle(indicator, e.target.checked)}
            />
            {indicatorLabel(indicator)}
            <span className="chart-indicator-place">
              {(OVERLAY_INDICATORS as readonly string[]).includes(indicator)
                ? t('marketView.chart.onPrices')
                : t('marketView.chart.ownPane')}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  )
}
