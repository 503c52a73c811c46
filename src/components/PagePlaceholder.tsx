import { useTranslation } from 'react-i18next'
import type { AppPage } from '../app/pages.ts'

/** A page its own issue has not filled yet: the title and one line. */
export function PagePlaceholder({ page }: { page: AppPage }) {
  const { t } = useTranslation()
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t(`titles.${page}`)}
      </h1>
      <p className="page-summary">{t(`summaries.${page}`)}</p>
    </section>
  )
}
