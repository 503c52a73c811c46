import { useTranslation } from 'react-i18next'
import type { SessionInfo } from '../../../../protocol/index.ts'
import { useLocalizeMessage } from '../../../i18n/known-messages.ts'

const when = (iso: string, language: string): string =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })

/** One session: device, address, last seen; "This device" instead of a sign-out for our own. */
export function SessionRow(props: {
  session: SessionInfo
  busy: boolean
  onSignOut: (s: SessionInfo) => void
}) {
  const { session: s } = props
  const { t, i18n } = useTranslation()
  const localize = useLocalizeMessage()
  const device = localize(s.device)
  const seen = when(s.last_seen_at, i18n.language)
  return (
    <li className="session-row" data-testid="session-row">
      <div>
        <strong>{device}</strong>
        {s.current && (
          <>
            {' '}
            <span className="status-tag">{t('profile.sessions.thisDevice')}</span>
          </>
        )}
        <div className="session-meta">
          {t('profile.sessions.meta', {
            address: s.ip ?? t('profile.sessions.unknownAddress'),
            seen,
            since: when(s.created_at, i18n.language),
          })}
        </div>
      </div>
      {!s.current && (
        <button
          type="button"
          className="btn"
          disabled={props.busy}
          onClick={() => props.onSignOut(s)}
          aria-label={t('profile.sessions.signOutLabel', { device, seen })}
        >
          {t('profile.sessions.signOut')}
        </button>
      )}
    </li>
  )
}
