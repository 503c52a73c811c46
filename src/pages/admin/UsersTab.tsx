import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ADMIN_USERS_PAGE_SIZE, type AdminUser } from '../../../protocol/index.ts'
import { useSession } from '../../bridge/session.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useAdminUsers, useUpdateUser } from '../../data/admin.ts'
import { useResetTwoFactor } from '../../data/kyc.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { Pager } from './Pager.tsx'
import { QueryState } from './QueryState.tsx'
import { UserRow } from './UserRow.tsx'

const SEARCH_DELAY_MS = 250

/** Users: search, pages of 25, role, superuser, the disable switch and 2FA reset (confirmed). */
export function UsersTab({ online }: { online: boolean }) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const [draft, setDraft] = useState('')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [disabling, setDisabling] = useState<AdminUser | null>(null)
  const [resetting, setResetting] = useState<AdminUser | null>(null)
  const users = useAdminUsers(q, page)
  const update = useUpdateUser()
  const reset = useResetTwoFactor()
  const me = useSession().user?.id

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(draft.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [draft])

  const fail = (err: Error) => toast.error(localize(err.message))
  const change = (u: AdminUser, patch: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate(
      { id: u.id, change: patch },
      {
        onSuccess: () => toast.success(t('admin.users.updated', { email: u.email })),
        onError: fail,
      },
    )
  const resetTwoFactor = (u: AdminUser) =>
    reset.mutate(u.id, {
      onSuccess: () => toast.success(t('admin.users.reset2faDone', { email: u.email })),
      onError: fail,
    })

  const total = users.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE))
  return (
    <div className="admin-users">
      <form className="admin-toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="field admin-search">
          <span>{t('admin.users.search')}</span>
          <input
            type="search"
            value={draft}
            placeholder={t('admin.users.searchPlaceholder')}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
      </form>
      <QueryState query={users} label={t('admin.users.what')}>
        {users.data && users.data.items.length === 0 ? (
          <p className="empty">{q ? t('admin.users.noMatch', { q }) : t('admin.users.none')}</p>
        ) : (
          <TableScroll label={t('admin.users.table')}>
            <table className="data-table admin-table" data-testid="admin-users">
              <thead>
                <tr>
                  <th scope="col">{t('admin.users.email')}</th>
                  <th scope="col">{t('admin.users.username')}</th>
                  <th scope="col">{t('admin.users.fullName')}</th>
                  <th scope="col">{t('admin.users.role')}</th>
                  <th scope="col">{t('admin.users.superuser')}</th>
                  <th scope="col">{t('admin.users.access')}</th>
                  <th scope="col">{t('admin.users.security')}</th>
                </tr>
              </thead>
              <tbody>
                {users.data?.items.map((u) => (
                  <UserRow
                    key={u.id}
                    user={u}
                    self={u.id === me}
                    busy={!online || update.isPending || reset.isPending}
                    onChange={(patch) => change(u, patch)}
                    onDisable={() => setDisabling(u)}
                    onResetTwoFactor={() => setResetting(u)}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <Pager
          label={t('admin.users.pages')}
          page={page}
          pages={pages}
          status={t('admin.users.pageOf', { page, pages, total })}
          onPage={setPage}
        />
      </QueryState>
      <ConfirmDialog
        open={disabling !== null}
        title={t('admin.users.disableTitle', { email: disabling?.email ?? '' })}
        confirmLabel={t('admin.users.disable')}
        tone="danger"
        busy={update.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={() => {
          if (disabling) change(disabling, { disabled: true })
          setDisabling(null)
        }}
      >
        <p>{t('admin.users.disableBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting !== null}
        title={t('admin.users.reset2faTitle', { email: resetting?.email ?? '' })}
        confirmLabel={t('admin.users.reset2fa')}
        tone="danger"
        busy={reset.isPending}
        onCancel={() => setResetting(null)}
        onConfirm={() => {
          if (resetting) resetTwoFactor(resetting)
          setResetting(null)
        }}
      >
        <p>{t('admin.users.reset2faBody')}</p>
      </ConfirmDialog>
    </div>
  )
}
