import { useTranslation } from 'react-i18next'
import type { AdminUser, AdminUserUpdate } from '../../../protocol/index.ts'

interface UserRowProps {
  user: AdminUser
  /** The administrator's own row: they cannot demote or disable themself. */
  self: boolean
  busy: boolean
  onChange: (patch: AdminUserUpdate) => void
  /** Disabling asks first; enabling does not. */
  onDisable: () => void
  /** Asks first, then turns the user's 2FA off. */
  onResetTwoFactor: () => void
}

export function UserRow(props: UserRowProps) {
  const { user: u, self, busy, onChange, onDisable, onResetTwoFactor } = props
  const { t } = useTranslation()
  const locked = busy || self
  return (
    <tr className={u.disabled ? 'admin-user-disabled' : undefined}>
      <th scope="row">
        {u.email}
        {self && <span className="panel-note admin-you">{t('admin.users.you')}</span>}
      </th>
      <td>{u.username}</td>
      <td>{u.full_name ?? '—'}</td>
      <td>
        <select
          aria-label={t('admin.users.roleOf', { email: u.email })}
          value={u.role}
          disabled={locked}
          onChange={(e) => onChange({ role: e.target.value === 'ADMIN' ? 'ADMIN' : 'USER' })}
        >
          <option value="USER">{t('admin.users.roleUser')}</option>
          <option value="ADMIN">{t('admin.users.roleAdmin')}</option>
        </select>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={t('admin.users.superuserOf', { email: u.email })}
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
          aria-label={t('admin.users.accessOf', { email: u.email })}
          className={u.disabled ? 'btn btn-small admin-switch off' : 'btn btn-small admin-switch'}
          disabled={locked}
          onClick={() => (u.disabled ? onChange({ disabled: false }) : onDisable())}
        >
          {u.disabled ? t('admin.users.disabled') : t('admin.users.enabled')}
        </button>
      </td>
      <td>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('admin.users.reset2faOf', { email: u.email })}
          disabled={locked}
          onClick={onResetTwoFactor}
        >
          {t('admin.users.reset2fa')}
        </button>
      </td>
    </tr>
  )
}
