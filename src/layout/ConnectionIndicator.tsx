import { useTranslation } from 'react-i18next'
import { useConnection } from '../bridge/connection-state.ts'
import { connectionText } from './offline.ts'

export function ConnectionIndicator() {
  const connection = useConnection()
  const { t } = useTranslation()
  // A server's own error message (SPEC §8) is shown as sent; the state names are translated.
  const text =
    connection.status === 'error' && connection.message
      ? connectionText(connection)
      : t(`shell.connection.${connection.status}`)
  return (
    <span
      className={`connection connection-${connection.status}`}
      data-testid="connection-status"
      data-status={connection.status}
      title={connection.message ?? undefined}
    >
      <span className="connection-dot" aria-hidden="true" />
      <span className="connection-text">{text}</span>
    </span>
  )
}
