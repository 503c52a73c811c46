import { useTranslation } from 'react-i18next'
import type { SaveStatus as Status } from '../../../data/settings.ts'
import { useLocalizeMessage } from '../../../i18n/known-messages.ts'

/** "Saving…", "Saved", or what went wrong with a Retry; read out politely as it changes. */
export function SaveStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  return (
    <div className="settings-status" role="status" data-testid="settings-status">
      {status.kind === 'saving' && <span>{t('profile.status.saving')}</span>}
      {status.kind === 'saved' && (
        <span className="settings-saved">{t('profile.status.saved')}</span>
      )}
      {status.kind === 'failed' && (
        <>
          <span className="field-error">
            {t('profile.status.failed', { message: localize(status.message) })}
          </span>
          <button type="button" className="btn btn-small" onClick={onRetry}>
            {t('profile.status.retry')}
          </button>
        </>
      )}
    </div>
  )
}
