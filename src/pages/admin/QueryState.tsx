import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'

interface QueryView {
  isPending: boolean
  isError: boolean
  error: Error | null
  refetch: () => unknown
}

/** A tab's loading skeleton and its error with a retry; the content once there is data. */
export function QueryState(props: { query: QueryView; label: string; children: ReactNode }) {
  const { query } = props
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  if (query.isPending)
    return (
      <TableSkeleton rows={5} columns={5} label={t('admin.query.loading', { what: props.label })} />
    )
  if (query.isError)
    return (
      <div className="panel-error admin-error" role="alert">
        <span>
          {query.error
            ? localize(query.error.message)
            : t('admin.query.failed', { what: props.label })}
        </span>{' '}
        <button type="button" className="btn btn-small" onClick={() => void query.refetch()}>
          {t('admin.query.retry')}
        </button>
      </div>
    )
  return <>{props.children}</>
}
