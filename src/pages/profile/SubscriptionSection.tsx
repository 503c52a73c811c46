import { useTranslation } from 'react-i18next'
import { useOnline } from '../../bridge/online.ts'
import { useSubscription } from '../../data/subscription.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { formatMoney } from '../../lib/format.ts'
import './subscription.css'

/** /profile's plan: the one paper-trading plan, with the limits the server applies and their use. */
export function SubscriptionSection() {
  const { t, i18n } = useTranslation()
  const online = useOnline()
  const plan = useSubscription()
  const localize = useLocalizeMessage()

  let body
  if (plan.isPending) body = <p className="panel-note">{t('subscription.loading')}</p>
  else if (plan.isError)
    body = (
      <div className="panel-error" role="alert">
        {online ? localize(plan.error.message) : t('subscription.offline')}{' '}
        <button type="button" className="btn" onClick={() => void plan.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  else {
    const p = plan.data
    const since = new Date(p.since).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
    const rows = [
      ['portfolios', p.portfolios],
      ['apiKeys', p.apiKeys],
      ['activePriceAlerts', p.activePriceAlerts],
    ] as const
    body = (
      <>
        <p className="panel-note">
          <strong>{t(`subscription.plan.${p.plan}`)}</strong>{' '}
          <span className="status-tag">{t(`subscription.status.${p.status}`)}</span> ·{' '}
          {t('subscription.since', { date: since })}
        </p>
        <p className="panel-note">{t('subscription.intro')}</p>
        <dl className="subscription-limits" aria-label={t('subscription.usage')}>
          <div>
            <dt>{t('subscription.paperCash')}</dt>
            <dd>{formatMoney(p.paperCash)}</dd>
          </div>
          {rows.map(([key, a]) => (
            <div key={key} data-testid={`plan-${key}`}>
              <dt>{t(`subscription.${key}`)}</dt>
              <dd>{t('subscription.used', { used: a.used, limit: a.limit })}</dd>
            </div>
          ))}
        </dl>
      </>
    )
  }

  return (
    <section className="panel" aria-labelledby="subscription-title">
      <div className="panel-header">
        <h2 id="subscription-title">{t('subscription.title')}</h2>
      </div>
      {body}
    </section>
  )
}
