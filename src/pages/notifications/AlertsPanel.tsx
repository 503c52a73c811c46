import { useTranslation } from 'react-i18next'
import { MAX_ACTIVE_PRICE_ALERTS } from '../../../protocol/index.ts'
import { useOnline } from '../../bridge/online.ts'
import { ListSkeleton } from '../../components/skeletons/ListSkeleton.tsx'
import { usePriceAlerts } from '../../data/price-alerts.ts'
import { AlertForm } from './AlertForm.tsx'
import { AlertRow } from './AlertRow.tsx'

/** The price alerts: the list (fired ones marked), each switchable and deletable, and the form. */
export function AlertsPanel() {
  const { t } = useTranslation()
  const online = useOnline()
  const alerts = usePriceAlerts()
  const list = alerts.data
  const active = list?.filter((a) => a.isActive).length ?? 0

  return (
    <section
      className="panel price-alerts-panel"
      aria-labelledby="price-alerts-title"
      data-testid="price-alerts"
    >
      <div className="price-alerts-header">
        <h2 id="price-alerts-title">{t('alerts.title')}</h2>
        {list && (
          <p className="notifications-count">
            {t('alerts.count', { active, max: MAX_ACTIVE_PRICE_ALERTS })}
          </p>
        )}
      </div>
      <p className="notification-hint">{t('alerts.intro')}</p>
      {!online && (
        <p className="panel-note warn" role="status">
          {t('alerts.offline')}
        </p>
      )}
      {alerts.isPending && <ListSkeleton items={2} label={t('alerts.loading')} />}
      {alerts.isError && !list && (
        <div className="panel-error" role="alert">
          <p>{alerts.error.message}</p>
          <button type="button" className="btn btn-small" onClick={() => void alerts.refetch()}>
            {t('alerts.retry')}
          </button>
        </div>
      )}
      {list && list.length === 0 && (
        <p className="empty" data-testid="price-alerts-empty">
          {t('alerts.empty')}
        </p>
      )}
      {list && list.length > 0 && (
        <ul className="price-alert-list" aria-label={t('alerts.listLabel')}>
          {list.map((a) => (
            <AlertRow key={a.id} alert={a} disabled={!online} />
          ))}
        </ul>
      )}
      <AlertForm disabled={!online} />
    </section>
  )
}
