import { useTranslation } from 'react-i18next'

interface PagerProps {
  label: string
  page: number
  pages: number
  /** "Page 2 of 5 · 120 users", announced when it changes. */
  status: string
  onPage: (page: number) => void
}

/** Previous and next page buttons around the position in the list. */
export function Pager({ label, page, pages, status, onPage }: PagerProps) {
  const { t } = useTranslation()
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="btn btn-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('admin.users.previous')}
      </button>
      <span aria-live="polite">{status}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.users.next')}
      </button>
    </nav>
  )
}
