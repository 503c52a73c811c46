import { useTranslation } from 'react-i18next'

/** Shown while a page's chunk loads. */
export function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {t('common.loading')}
    </div>
  )
}
