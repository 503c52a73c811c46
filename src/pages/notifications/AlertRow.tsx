import { useTranslation } from 'react-i18next'
import type { PriceAlert } from '../../../protocol/index.ts'
import { useDeletePriceAlert, useSetPriceAlertActive } from '../../data/price-alerts.ts'
import { exactTime } from '../../notifications/present.ts'
import { alertSummary, frequencyText } from './alert-summary.ts'
import { Switch } from './Switch.tsx'

/** One alert: what it waits for, how often, whether and when it fired; switch and delete. */
export function AlertRow({ alert, disabled }: { alert: PriceAlert; disabled: boolean }) {
  const { t } = useTranslation()
  const toggle = useSetPriceAlertActive()
  const remove = useDeletePriceAlert()
  const summary = alertSummary(t, alert)
  const fired = alert.triggerCount > 0
  return (
    <li
      className={`price-alert${alert.isActive ? '' : ' off'}`}
      data-testid="price-alert"
      data-active={alert.isActive ? 'true' : 'false'}
      data-triggered={fired ? 'true' : 'false'}
    >
      <div className="price-alert-main">
        <p className="price-alert-summary">
          {fired && <span className="price-alert-fired-tag">{t('alerts.status.triggered')}</span>}
          <span>{summary}</span>
        </p>
        <p className="notification-meta">
          <span>{frequencyText(t, alert)}</span>
          <span>
            {fired && alert.lastTriggeredAt !== null
              ? t('alerts.status.triggeredCount', {
                  count: alert.triggerCount,
                  time: exactTime(alert.lastTriggeredAt),
                })
              : t('alerts.status.never')}
          </span>
        </p>
      </div>
      <div className="price-alert-actions">
        <Switch
          label={t('alerts.actions.active')}
          ariaLabel={t('alerts.actions.activeLabel', { summary })}
          checked={alert.isActive}
          disabled={disabled || toggle.isPending}
          onChange={(isActive) => toggle.mutate({ id: alert.id, isActive })}
        />
        <button
          type="button"
          className="btn btn-small"
          disabled={disabled || remove.isPending}
          aria-label={t('alerts.actions.deleteLabel', { summary })}
          onClick={() => remove.mutate(alert.id)}
        >
          {t('alerts.actions.delete')}
        </button>
      </div>
    </li>
  )
}
