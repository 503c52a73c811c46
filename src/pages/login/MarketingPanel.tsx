import { useTranslation } from 'react-i18next'

const CLAIMS = ['swarm', 'var', 'flash', 'routing'] as const

/** SPEC §1's marketing claims beside the login form, in the trader's language. */
export function MarketingPanel() {
  const { t } = useTranslation()
  return (
    <aside className="marketing" aria-label={t('auth.marketing.label')}>
      <h2>{t('auth.marketing.title')}</h2>
      <ul className="claims">
        {CLAIMS.map((c) => (
          <li key={c}>
            <strong>{t(`auth.marketing.${c}Title`)}</strong>
            <span>{t(`auth.marketing.${c}Text`)}</span>
          </li>
        ))}
      </ul>
      <dl className="stats">
        <div>
          <dt>{t('auth.marketing.tradersLabel')}</dt>
          <dd>{t('auth.marketing.traders')}</dd>
        </div>
        <div>
          <dt>{t('auth.marketing.volumeLabel')}</dt>
          <dd>{t('auth.marketing.volume')}</dd>
        </div>
      </dl>
    </aside>
  )
}
