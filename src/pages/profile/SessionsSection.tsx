import { useState } from 'react'
import type { SessionInfo } from '../../../protocol/index.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useOnline } from '../../bridge/online.ts'
import { useEndSessions, useSessions } from '../../data/account.ts'
import { SessionRow } from './account/SessionRow.tsx'
import './account/sessions.css'

/** The account's active sessions: sign out one, or every other one after a confirmation. */
export function SessionsSection() {
  const online = useOnline()
  const sessions = useSessions()
  const end = useEndSessions()
  const [confirming, setConfirming] = useState(false)

  const signOut = (id: string | null, what: string) => {
    end.mutate(id, {
      onSuccess: (n) =>
        toast.success(id === null ? `${n} other session${n === 1 ? '' : 's'} signed out` : what),
      onError: (err) => toast.error(err.message),
      onSettled: () => setConfirming(false),
    })
  }

  const others = sessions.data?.filter((s) => !s.current).length ?? 0
  let body
  if (sessions.isPending) body = <p className="panel-note">Loading your sessions…</p>
  else if (sessions.isError)
    body = (
      <div className="panel-error" role="alert">
        {online ? sessions.error.message : 'You are offline. Connect to see your sessions.'}{' '}
        <button type="button" className="btn" onClick={() => void sessions.refetch()}>
          Try again
        </button>
      </div>
    )
  else if (sessions.data.length === 0) body = <p className="panel-note">No active sessions.</p>
  else
    body = (
      <ul className="session-list" aria-label="Active sessions">
        {sessions.data.map((s: SessionInfo) => (
          <SessionRow
            key={s.id}
            session={s}
            busy={end.isPending || !online}
            onSignOut={(x) => signOut(x.id, `${x.device} signed out`)}
          />
        ))}
      </ul>
    )

  return (
    <section className="panel sessions-panel" aria-labelledby="sessions-title">
      <div className="panel-header">
        <h2 id="sessions-title">Active sessions</h2>
        <button
          type="button"
          className="btn btn-danger"
          disabled={others === 0 || end.isPending || !online}
          onClick={() => setConfirming(true)}
        >
          Sign out all other sessions
        </button>
      </div>
      {body}
      <ConfirmDialog
        open={confirming}
        title="Sign out all other sessions?"
        confirmLabel="Sign out others"
        tone="danger"
        busy={end.isPending}
        onConfirm={() => signOut(null, '')}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Every other browser and device signed in to your account ({others}) will be signed out.
          This one stays signed in.
        </p>
      </ConfirmDialog>
    </section>
  )
}
