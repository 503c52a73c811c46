import { useTranslation } from 'react-i18next'
import type { ApiKey } from '../../../../protocol/index.ts'

const when = (iso: string, language: string): string =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })

/** One key: name, permissions, created, last used, and Revoke. */
export function ApiKeyRow(props: { apiKey: ApiKey; busy: boolean; onRevoke: (k: ApiKey) => void }) {
  const { apiKey: k } = props
  const { t, i18n } = useTranslation()
  return (
    <li className="api-key-row" data-testid="api-key-row">
      <div>
        <strong>{k.name}</strong>{' '}
        {k.permissions.map((p) => (
          <span key={p} className="status-tag">
            {t(`apiKeys.permission.${p}`)}
          </span>
        ))}
        <div className="api-key-meta">
          {t('apiKeys.created', { date: when(k.created_at, i18n.language) })} ·{' '}
          {k.last_used_at === null
            ? t('apiKeys.neverUsed')
            : t('apiKeys.lastUsed', { date: when(k.last_used_at, i18n.language) })}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-danger"
        disabled={props.busy}
        onClick={() => props.onRevoke(k)}
        aria-label={t('apiKeys.revokeLabel', { name: k.name })}
      >
        {t('apiKeys.revoke')}
      </button>
    </li>
  )
}
