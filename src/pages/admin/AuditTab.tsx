import type { AuditEntry } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { useAuditLog } from '../../data/admin.ts'
import { changes } from './audit-changes.ts'
import { QueryState } from './QueryState.tsx'

const ACTIONS: Record<AuditEntry['action'], string> = {
  'user.update': 'User changed',
  'market.halt': 'Market halted',
  'market.resume': 'Market resumed',
  'market.shock': 'Market shock',
}

/** The append-only log, newest first, older entries on demand. */
export function AuditTab() {
  const log = useAuditLog()
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? []
  return (
    <QueryState query={log} label="audit log">
      {entries.length === 0 ? (
        <p className="empty">No administrator action yet.</p>
      ) : (
        <TableScroll label="Audit log">
          <table className="data-table admin-table" data-testid="admin-audit">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Administrator</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">What changed</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
                  </td>
                  <td>
                    {e.admin_email}
                    {e.ip && <span className="admin-muted"> {e.ip}</span>}
                  </td>
                  <td>{ACTIONS[e.action]}</td>
                  <td>{e.target}</td>
                  <td className="admin-changes">
                    {changes(e).map((c) => (
                      <div key={c}>{c}</div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {log.hasNextPage && (
        <button
          type="button"
          className="btn btn-small admin-more"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Older entries'}
        </button>
      )}
    </QueryState>
  )
}
