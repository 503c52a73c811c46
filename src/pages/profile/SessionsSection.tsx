import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SessionInfo } from '../../../protocol/index.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useOnline } from '../../bridge/online.ts'
import { useEndSessions, useSessions } from '../../data/account.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { SessionRow } from './account/SessionRow.tsx'
import './account/sessions.css'

/** The account's active sessions: sign out one, or every other one after a confirmation. */
export function SessionsSection() {
  const online = useOnline()
  const sessions = useSessions()
  const end = useEndSessions()
  const [confirming, setConfirming] = useState(false)
  const { t } = useTranslation()
  const localize = useLocalizeMessage()

  const signOut = (id: string | null, what: string) => {
    end.mutate(id, {
      onSuccess: (n) =>
        toast.success(id === null ? t('profile.sessions.othersSignedOut', { count: n }) : what),
      onError: (err) => toast.error(err.message),
      onSettled: () => setConfirming(false),
    })
  }

  const others = sessions.data?.filter((s) => !s.current).length ?? 0
  let body
  if (sessions.isPending) body = <p className="panel-note">{t('profile.sessions.loading')}</p>
  else if (sessions.isError)
    body = (
      <div className="panel-error" role="alert">
        {online ? localize(sessions.error.message) : t('profile.sessions.offline')}{' '}
        <button type="button" className="btn" onClick={() => void sessions.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  else if (sessions.data.length === 0)
    body = <p className="panel-note">{t('profile.sessions.none')}</p>
  else
    body = (
      <ul className="session-list" aria-label={t('profile.sessions.list')}>
        {sessions.data.map((s: SessionInfo) => (
          <SessionRow
            key={s.id}
            session={s}
            busy={end.isPending || !online}
            onSignOut={(x) =>
              signOut(x.id, t('profile.sessions.signedOut', { device: localize(x.device) }))
            }
          />
        ))}
      </ul>
    )

  return (
    <section className="panel sessions-panel" aria-labelledby="sessions-title">
      <div className="panel-header">
        <h2 id="sessions-title">{t('profile.sessions.title')}</h2>
        <button
          type="button"
          className="btn btn-danger"
          disabled={others === 0 || end.isPending || !online}
          onClick={() => setConfirming(true)}
        >
          {t('profile.sessions.signOutOthers')}
        </button>
      </div>
      {body}
      <ConfirmDialog
        open={confirming}
        title={t('profile.sessions.confirmTitle')}
        confirmLabel={t('profile.sessions.confirm')}
        tone="danger"
        busy={end.isPending}
        onConfirm={() => signOut(null, '')}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('profile.sessions.confirmBody', { count: others })}</p>
      </ConfirmDialog>
    </section>
  )
}
