import type { SessionInfo } from '../../../../protocol/index.ts'

const when = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** One session: device, address, last seen; "This device" instead of a sign-out for our own. */
export function SessionRow(props: {
  session: SessionInfo
  busy: boolean
  onSignOut: (s: SessionInfo) => void
}) {
  const { session: s } = props
  return (
    <li className="session-row" data-testid="session-row">
      <div>
        <strong>{s.device}</strong>
        {s.current && (
          <>
            {' '}
            <span className="status-tag">This device</span>
          </>
        )}
        <div className="session-meta">
          {s.ip ?? 'Unknown address'} · last seen {when(s.last_seen_at)} · signed in{' '}
          {when(s.created_at)}
        </div>
      </div>
      {!s.current && (
        <button
          type="button"
          className="btn"
          disabled={props.busy}
          onClick={() => props.onSignOut(s)}
          aria-label={`Sign out ${s.device}, last seen ${when(s.last_seen_at)}`}
        >
          Sign out
        </button>
      )}
    </li>
  )
}
