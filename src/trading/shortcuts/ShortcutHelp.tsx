import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DEFAULT_SHORTCUTS,
  SHORTCUT_ACTIONS,
  keyOf,
  type ShortcutAction,
  type ShortcutMap,
} from './shortcuts.ts'
import '../../styles/trading-market.css'

export interface ShortcutHelpProps {
  open: boolean
  onClose: () => void
  shortcuts?: Readonly<ShortcutMap>
  /** A page's own wording for some actions. */
  descriptions?: Partial<Record<ShortcutAction, string>>
}

/** Spoken as words: a lone "/" or "?" is easy to miss with a screen reader. */
const KEY_NAMES: Record<string, 'slash' | 'question'> = { '/': 'slash', '?': 'question' }

function KeyCap({ shortcut }: { shortcut: string }) {
  const { t } = useTranslation()
  const spoken = KEY_NAMES[shortcut]
  const name = spoken === undefined ? undefined : t(`trading.shortcuts.keys.${spoken}`)
  const shown = shortcut.toUpperCase()
  if (name === undefined) return <kbd>{shown}</kbd>
  return (
    <kbd>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{name}</span>
    </kbd>
  )
}

/**
 * Every shortcut and what it does, in a native modal <dialog>: the browser traps focus and
 * Escape closes it. Opened by '?' through useShortcuts' `help` handler.
 */
export function ShortcutHelp({
  open,
  onClose,
  shortcuts = DEFAULT_SHORTCUTS,
  descriptions = {},
}: ShortcutHelpProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) d.showModal()
    else if (!open && d.open) d.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className="shortcut-help"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      <h2 id={titleId} className="shortcut-help-title">
        {t('trading.shortcuts.title')}
      </h2>
      <dl className="shortcut-list">
        {SHORTCUT_ACTIONS.map((action) => {
          const key = keyOf(action, shortcuts)
          return (
            <div key={action} className="shortcut-item">
              <dt>
                <KeyCap shortcut={key} />
              </dt>
              <dd>{descriptions[action] ?? t(`trading.shortcuts.actions.${action}`)}</dd>
            </div>
          )
        })}
      </dl>
      <p className="shortcut-help-note">{t('trading.shortcuts.note')}</p>
      <div className="shortcut-help-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('trading.shortcuts.close')}
        </button>
      </div>
    </dialog>
  )
}
