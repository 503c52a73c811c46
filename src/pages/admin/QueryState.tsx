import type { ReactNode } from 'react'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'

interface QueryView {
  isPending: boolean
  isError: boolean
  error: Error | null
  refetch: () => unknown
}

/** A tab's loading skeleton and its error with a retry; the content once there is data. */
export function QueryState(props: { query: QueryView; label: string; children: ReactNode }) {
  const { query } = props
  if (query.isPending)
    return <TableSkeleton rows={5} columns={5} label={`Loading ${props.label}`} />
  if (query.isError)
    return (
      <div className="panel-error admin-error" role="alert">
        <span>{query.error?.message ?? `Could not load ${props.label}`}</span>{' '}
        <button type="button" className="btn btn-small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    )
  return <>{props.children}</>
}
