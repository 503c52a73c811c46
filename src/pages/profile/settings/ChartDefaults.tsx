import { useTranslation } from 'react-i18next'
import {
  CHART_INDICATOR_NAMES,
  type Settings,
  type SettingsUpdate,
} from '../../../../protocol/index.ts'
import { SelectField } from './SelectField.tsx'

type Chart = Settings['chart']

export function ChartDefaults({
  chart,
  change,
}: {
  chart: Chart
  change: (patch: SettingsUpdate) => void
}) {
  const { t } = useTranslation()
  const set = (patch: Partial<Chart>) => change({ chart: patch })
  const toggle = (name: Chart['indicators'][number], on: boolean) =>
    set({
      indicators: CHART_INDICATOR_NAMES.filter((n) =>
        n === name ? on : chart.indicators.includes(n),
      ),
    })
  return (
    <div className="settings-grid">
      <SelectField
        id="chart-timeframe"
        label={t('profile.chart.timeframe')}
        value={chart.timeframe}
        options={(['1m', '5m', '1h', '1d'] as const).map((v) => ({ value: v, label: v }))}
        onChange={(timeframe) => set({ timeframe })}
      />
      <SelectField
        id="chart-type"
        label={t('profile.chart.type')}
        value={chart.type}
        options={(['candlestick', 'line'] as const).map((v) => ({
          value: v,
          label: t(`profile.chart.types.${v}`),
        }))}
        onChange={(type) => set({ type })}
      />
      <fieldset className="settings-choice settings-wide">
        <legend>{t('profile.chart.indicators')}</legend>
        {CHART_INDICATOR_NAMES.map((name) => (
          <label key={name} className="checkbox">
            <input
              type="checkbox"
              checked={chart.indicators.includes(name)}
              onChange={(e) => toggle(name, e.target.checked)}
            />
            {name}
          </label>
        ))}
      </fieldset>
    </div>
  )
}
