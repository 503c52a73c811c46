import { useTranslation } from 'react-i18next'

export function SkipLinks() {
  const { t } = useTranslation()
  return (
    <div className="skip-links">
      <a className="skip-link" href="#main-content">
        {t('shell.skip.main')}
      </a>
      <a className="skip-link" href="#main-nav">
        {t('shell.skip.nav')}
      </a>
      <a className="skip-link" href="#nav-search">
        {t('shell.skip.search')}
      </a>
    </div>
  )
}
