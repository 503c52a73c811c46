import { useId } from 'react'

interface SwitchProps {
  label: string
  checked: boolean
  disabled?: boolean
  onChange: (on: boolean) => void
}

/** A checkbox announced as a switch, with its state also written out ("On"/"Off"). */
export function Switch({ label, checked, disabled = false, onChange }: SwitchProps) {
  const id = useId()
  return (
    <div className="notification-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <span className="notification-switch-state" aria-hidden="true">
        {checked ? 'On' : 'Off'}
      </span>
    </div>
  )
}
