import { useTranslation } from 'react-i18next'
import { CURRENCIES, DATE_FORMATS, type ThemeSetting } from '../../../protocol/settings.ts'
import { useSettingsEditor } from '../../data/settings.ts'
import { APP_LANGUAGES, LANGUAGE_NAMES } from '../../i18n/resources.ts'
import { SelectField } from './settings/SelectField.tsx'
import { SettingsPanel } from './settings/SettingsPanel.tsx'
import { TimezoneField } from './settings/TimezoneField.tsx'

const THEMES: readonly ThemeSetting[] = ['dark', 'light', 'system']

/** Theme, language, currency, time zone and date format: saved as soon as they change. */
export function PreferencesSection() {
  const { t, i18n } = useTranslation()
  const { settings, loading, readOnly, status, change, retry } = useSettingsEditor()
  const timeZone = settings?.timezone ?? 'UTC'
  const example = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone,
  }).format(new Date())
  return (
    <SettingsPanel
      id="preferences"
      title={t('profile.preferences.title')}
      loading={loading || !settings}
      readOnly={readOnly}
      status={status}
      onRetry={retry}
    >
      {settings && (
        <div className="settings-grid">
          <fieldset className="settings-choice">
            <legend>{t('profile.preferences.theme')}</legend>
            {THEMES.map((theme) => (
              <label key={theme} className="checkbox">
                <input
                  type="radio"
                  name="pref-theme"
                  value={theme}
                  checked={settings.theme === theme}
                  onChange={() => change({ theme })}
                />
                {t(`profile.preferences.themes.${theme}`)}
              </label>
            ))}
          </fieldset>
          <SelectField
            id="pref-language"
            label={t('profile.preferences.language')}
            value={settings.language}
            options={APP_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            onChange={(language) => change({ language })}
          />
          <SelectField
            id="pref-currency"
            label={t('profile.preferences.currency')}
            value={settings.currency}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            onChange={(currency) => change({ currency })}
          />
          <TimezoneField value={settings.timezone} onCommit={(timezone) => change({ timezone })} />
          <div>
            <SelectField
              id="pref-date-format"
              label={t('profile.preferences.dateFormat')}
              value={settings.display.dateFormat}
              options={DATE_FORMATS.map((f) => ({ value: f, label: f }))}
              onChange={(dateFormat) => change({ display: { dateFormat } })}
            />
            <p className="field-hint">{t('profile.preferences.now', { example })}</p>
          </div>
        </div>
      )}
    </SettingsPanel>
  )
}
