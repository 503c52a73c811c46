import { useConnection } from '../bridge/connection-state.ts'
import { connectionText } from './offline.ts'

export function ConnectionIndicator() {
  const connection = useConnection()
  return (
    <span
      className={`connection connection-${connection.status}`}
      data-testid="connection-status"
      data-status={connection.status}
      title={connection.message ?? undefined}
    >
      <span className="connection-dot" aria-hidden="true" />
      <span className="connection-text">{connectionText(connection)}</span>
    </span>
  )
}
