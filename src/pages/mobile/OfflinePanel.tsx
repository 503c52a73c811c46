import { Trans, useTranslation } from 'react-i18next'

/** What the app really does without a connection (README, "Orders placed offline"). */
export function OfflinePanel() {
  const { t } = useTranslation()
  return (
    <section className="panel mobile-panel mobile-wide" aria-labelledby="offline-title">
      <h2 id="offline-title">{t('mobile.offline.title')}</h2>
      <ul className="mobile-facts">
        <li>{t('mobile.offline.opens')}</li>
        <li>
          <Trans i18nKey="mobile.offline.queued" components={{ q: <q /> }} />
        </li>
        <li>{t('mobile.offline.refused')}</li>
        <li>{t('mobile.offline.onlyOrders')}</li>
      </ul>
    </section>
  )
}
