import { useTranslation } from 'react-i18next'
import { useAtomValue } from '../../app/store.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { dismissToast, toastsAtom } from './toast.ts'

export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom)
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  return (
    <div className="toast-viewport" aria-label={t('components.toast.region')} role="region">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div className="toast-body">
            {toast.title && <strong className="toast-title">{localize(toast.title)}</strong>}
            <span className="toast-message">{localize(toast.message)}</span>
          </div>
          <button
            type="button"
            className="toast-dismiss"
            aria-label={t('components.toast.dismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
