import { useEffect, useState } from 'react'
import { ADMIN_USERS_PAGE_SIZE, type AdminUser } from '../../../protocol/index.ts'
import { useSession } from '../../bridge/session.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useAdminUsers, useUpdateUser } from '../../data/admin.ts'
import { QueryState } from './QueryState.tsx'
import { UserRow } from './UserRow.tsx'

const SEARCH_DELAY_MS = 250

/** Users: search, pages of 25, role, superuser and the disable switch (confirmed). */
export function UsersTab({ online }: { online: boolean }) {
  const [draft, setDraft] = useState('')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [disabling, setDisabling] = useState<AdminUser | null>(null)
  const users = useAdminUsers(q, page)
  const update = useUpdateUser()
  const me = useSession().user?.id

  useEffect(() => {
    const t = setTimeout(() => {
      setQ(draft.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(t)
  }, [draft])

  const change = (u: AdminUser, patch: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate(
      { id: u.id, change: patch },
      {
        onSuccess: () => toast.success(`${u.email} updated`),
        onError: (err) => toast.error(err.message),
      },
    )

  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / ADMIN_USERS_PAGE_SIZE))
  return (
    <div className="admin-users">
      <form className="admin-toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="field admin-search">
          <span>Search users</span>
          <input
            type="search"
            value={draft}
            placeholder="Email, username or name"
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
      </form>
      <QueryState query={users} label="users">
        {users.data && users.data.items.length === 0 ? (
          <p className="empty">{q ? `No user matches “${q}”.` : 'No users yet.'}</p>
        ) : (
          <TableScroll label="Users">
            <table className="data-table admin-table" data-testid="admin-users">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Username</th>
                  <th scope="col">Full name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Superuser</th>
                  <th scope="col">Access</th>
                </tr>
              </thead>
              <tbody>
                {users.data?.items.map((u) => (
                  <UserRow
                    key={u.id}
                    user={u}
                    self={u.id === me}
                    busy={!online || update.isPending}
                    onChange={(patch) => change(u, patch)}
                    onDisable={() => setDisabling(u)}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <nav className="admin-pager" aria-label="User pages">
          <button
            type="button"
            className="btn btn-small"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </button>
          <span aria-live="polite">
            Page {page} of {pages} · {users.data?.total ?? 0} users
          </span>
          <button
            type="button"
            className="btn btn-small"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </button>
        </nav>
      </QueryState>
      <ConfirmDialog
        open={disabling !== null}
        title={`Disable ${disabling?.email ?? ''}?`}
        confirmLabel="Disable"
        tone="danger"
        busy={update.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={() => {
          if (disabling) change(disabling, { disabled: true })
          setDisabling(null)
        }}
      >
        <p>They are signed out everywhere at once and cannot sign in until enabled again.</p>
      </ConfirmDialog>
    </div>
  )
}
