import type { AdminUser, AdminUserUpdate } from '../../../protocol/index.ts'

interface UserRowProps {
  user: AdminUser
  /** The administrator's own row: they cannot demote or disable themself. */
  self: boolean
  busy: boolean
  onChange: (patch: AdminUserUpdate) => void
  /** Disabling asks first; enabling does not. */
  onDisable: () => void
}

export function UserRow({ user: u, self, busy, onChange, onDisable }: UserRowProps) {
  const label = (what: string) => `${what} of ${u.email}`
  const locked = busy || self
  return (
    <tr className={u.disabled ? 'admin-user-disabled' : undefined}>
      <th scope="row">
        {u.email}
        {self && <span className="panel-note admin-you">you</span>}
      </th>
      <td>{u.username}</td>
      <td>{u.full_name ?? '—'}</td>
      <td>
        <select
          aria-label={label('Role')}
          value={u.role}
          disabled={locked}
          onChange={(e) => onChange({ role: e.target.value === 'ADMIN' ? 'ADMIN' : 'USER' })}
        >
          <option value="USER">User</option>
          <option value="ADMIN">Admin</option>
        </select>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={label('Superuser')}
          checked={u.is_superuser}
          disabled={locked}
          onChange={(e) => onChange({ is_superuser: e.target.checked })}
        />
      </td>
      <td>
        <button
          type="button"
          role="switch"
          aria-checked={!u.disabled}
          aria-label={label('Access')}
          className={u.disabled ? 'btn btn-small admin-switch off' : 'btn btn-small admin-switch'}
          disabled={locked}
          onClick={() => (u.disabled ? onChange({ disabled: false }) : onDisable())}
        >
          {u.disabled ? 'Disabled' : 'Enabled'}
        </button>
      </td>
    </tr>
  )
}
