import { useTranslation } from 'react-i18next'
import { useSettingsEditor } from '../../data/settings.ts'
import { ChartDefaults } from './settings/ChartDefaults.tsx'
import { SettingsBackup } from './settings/SettingsBackup.tsx'
import { SettingsPanel } from './settings/SettingsPanel.tsx'
import { TradingDefaults } from './settings/TradingDefaults.tsx'

/** Trading and chart defaults (saved on change), then export, import and reset. */
export function SettingsSection() {
  const { t } = useTranslation()
  const trading = useSettingsEditor()
  const chart = useSettingsEditor()
  return (
    <>
      <SettingsPanel
        id="trading-defaults"
        title={t('profile.trading.title')}
        loading={!trading.settings}
        readOnly={trading.readOnly}
        status={trading.status}
        onRetry={trading.retry}
      >
        {trading.settings && (
          <TradingDefaults trading={trading.settings.trading} change={trading.change} />
        )}
      </SettingsPanel>
      <SettingsPanel
        id="chart-defaults"
        title={t('profile.chart.title')}
        loading={!chart.settings}
        readOnly={chart.readOnly}
        status={chart.status}
        onRetry={chart.retry}
      >
        {chart.settings && <ChartDefaults chart={chart.settings.chart} change={chart.change} />}
      </SettingsPanel>
      <section className="panel settings-panel" aria-labelledby="settings-backup-title">
        <div className="panel-header">
          <h2 id="settings-backup-title">{t('profile.backup.title')}</h2>
        </div>
        <SettingsBackup readOnly={trading.readOnly} />
      </section>
    </>
  )
}
