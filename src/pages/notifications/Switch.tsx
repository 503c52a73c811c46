import { useId } from 'react'
import { useTranslation } from 'react-i18next'

interface SwitchProps {
  label: string
  /** A longer name for screen readers where several switches share one visible label. */
  ariaLabel?: string
  checked: boolean
  disabled?: boolean
  onChange: (on: boolean) => void
}

/** A checkbox announced as a switch, with its state also written out ("On"/"Off"). */
export function Switch({ label, ariaLabel, checked, disabled = false, onChange }: SwitchProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="notification-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-label={ariaLabel}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <span className="notification-switch-state" aria-hidden="true">
        {checked ? t('notifications.prefs.on') : t('notifications.prefs.off')}
      </span>
    </div>
  )
}
