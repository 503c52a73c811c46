import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <main className="not-found" data-testid="not-found" id="main-content" tabIndex={-1}>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('common.notFound.title')}</h1>
      <p>{t('common.notFound.body')}</p>
      <Link to="/dashboard" className="btn btn-primary">
        {t('common.goToDashboard')}
      </Link>
    </main>
  )
}
