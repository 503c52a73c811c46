import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import '../styles/dialog.css'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** Styles the confirm button as a destructive or a sell action. */
  tone?: 'primary' | 'danger'
  /** Disables the confirm button (e.g. while the action runs). */
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A modal confirmation on the native <dialog>: the browser traps focus, Escape cancels, and the
 * page behind is inert for screen readers. The confirm button takes focus, so Enter confirms.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const { open, onCancel } = props
  const titleId = useId()
  const { t } = useTranslation()

  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) {
      d.showModal()
      confirmRef.current?.focus()
    } else if (!open && d.open) d.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onCancel()
      }}
    >
      <h2 id={titleId} className="confirm-dialog-title">
        {props.title}
      </h2>
      <div className="confirm-dialog-body">{props.children}</div>
      <div className="confirm-dialog-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {props.cancelLabel ?? t('common.cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={props.tone === 'danger' ? 'btn btn-danger' : 'btn btn-primary'}
          disabled={props.busy === true}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
