import { useTranslation } from 'react-i18next'
import { useLocalizeMessage } from '../i18n/known-messages.ts'

export interface ErrorScreenProps {
  error: unknown
  reset?: () => void
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return 'An unexpected error occurred.'
}

export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  return (
    <div className="error-screen" role="alert">
      <h1>{t('components.errorScreen.title')}</h1>
      <p className="error-message">{localize(errorMessage(error))}</p>
      <div className="error-actions">
        {reset && (
          <button type="button" className="btn btn-primary" onClick={reset}>
            {t('components.errorScreen.tryAgain')}
          </button>
        )}
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('components.errorScreen.reload')}
        </button>
      </div>
    </div>
  )
}
