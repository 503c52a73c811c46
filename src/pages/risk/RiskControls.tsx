import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useAtom } from '../../app/store.ts'
import { formatCount } from './risk-format.ts'
import { LOOKBACK_CHOICES, PATH_CHOICES, riskOptionsAtom } from './risk-options.ts'

/** Lookback (and on /risk the Monte Carlo path count): a change asks the server again. */
export function RiskControls({ showPaths = false }: { showPaths?: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const [options, setOptions] = useAtom(riskOptionsAtom)
  return (
    <form
      className="risk-controls"
      aria-label={t('risk.controls.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="field">
        <label htmlFor={`${id}-lookback`}>{t('risk.controls.lookback')}</label>
        <select
          id={`${id}-lookback`}
          data-testid="risk-lookback"
          value={options.lookbackDays}
          onChange={(e) => setOptions({ ...options, lookbackDays: Number(e.target.value) })}
        >
          {LOOKBACK_CHOICES.map((days) => (
            <option key={days} value={days}>
              {t('risk.controls.lookbackDays', { days: formatCount(days) })}
            </option>
          ))}
        </select>
      </div>
      {showPaths && (
        <div className="field">
          <label htmlFor={`${id}-paths`}>{t('risk.controls.paths')}</label>
          <select
            id={`${id}-paths`}
            data-testid="risk-paths"
            value={options.paths}
            onChange={(e) => setOptions({ ...options, paths: Number(e.target.value) })}
          >
            {PATH_CHOICES.map((paths) => (
              <option key={paths} value={paths}>
                {formatCount(paths)}
              </option>
            ))}
          </select>
        </div>
      )}
    </form>
  )
}
