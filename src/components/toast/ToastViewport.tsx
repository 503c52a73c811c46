import { useAtomValue } from '../../app/store.ts'
import { dismissToast, toastsAtom } from './toast.ts'

export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom)
  return (
    <div className="toast-viewport" aria-label="Notifications" role="region">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`toast toast-${t.kind}`}
          role={t.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div className="toast-body">
            {t.title && <strong className="toast-title">{t.title}</strong>}
            <span className="toast-message">{t.message}</span>
          </div>
          <button
            type="button"
            className="toast-dismiss"
            aria-label="Dismiss notification"
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
