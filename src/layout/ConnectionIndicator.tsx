import { useTranslation } from 'react-i18next'
import { useConnection } from '../bridge/connection-state.ts'
import { useLocalizeMessage } from '../i18n/known-messages.ts'
import { connectionText } from './offline.ts'

export function ConnectionIndicator() {
  const connection = useConnection()
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  // A known error message (SPEC §8) is shown in the trader's language, any other as sent.
  const text =
    connection.status === 'error' && connection.message
      ? localize(connectionText(connection))
      : t(`shell.connection.${connection.status}`)
  return (
    <span
      className={`connection connection-${connection.status}`}
      data-testid="connection-status"
      data-status={connection.status}
      title={connection.message === null ? undefined : localize(connection.message)}
    >
      <span className="connection-dot" aria-hidden="true" />
      <span className="connection-text">{text}</span>
    </span>
  )
}
