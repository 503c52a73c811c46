import { useTranslation } from 'react-i18next'
import type { AuditAction } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { useAuditLog } from '../../data/admin.ts'
import { changes } from './audit-changes.ts'
import { QueryState } from './QueryState.tsx'

const ACTION_KEYS = {
  'user.update': 'admin.audit.actions.user_update',
  'user.reset_2fa': 'admin.audit.actions.user_reset_2fa',
  'market.halt': 'admin.audit.actions.market_halt',
  'market.resume': 'admin.audit.actions.market_resume',
  'market.shock': 'admin.audit.actions.market_shock',
  'kyc.review': 'admin.audit.actions.kyc_review',
} as const satisfies Record<AuditAction, string>

/** The append-only log, newest first, older entries on demand. */
export function AuditTab() {
  const { t, i18n } = useTranslation()
  const log = useAuditLog()
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? []
  return (
    <QueryState query={log} label={t('admin.audit.what')}>
      {entries.length === 0 ? (
        <p className="empty">{t('admin.audit.none')}</p>
      ) : (
        <TableScroll label={t('admin.audit.table')}>
          <table className="data-table admin-table" data-testid="admin-audit">
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.when')}</th>
                <th scope="col">{t('admin.audit.admin')}</th>
                <th scope="col">{t('admin.audit.action')}</th>
                <th scope="col">{t('admin.audit.target')}</th>
                <th scope="col">{t('admin.audit.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{new Date(e.at).toLocaleString(i18n.language)}</time>
                  </td>
                  <td>
                    {e.admin_email}
                    {e.ip && <span className="admin-muted"> {e.ip}</span>}
                  </td>
                  <td>{t(ACTION_KEYS[e.action])}</td>
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
          {log.isFetchingNextPage ? t('admin.audit.loading') : t('admin.audit.older')}
        </button>
      )}
    </QueryState>
  )
}
