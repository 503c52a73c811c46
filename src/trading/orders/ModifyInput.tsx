import type { KeyboardEvent } from 'react'

interface ModifyInputProps {
  id: string
  /** The accessible name, e.g. "New price for buy 0.5 BTC-USD limit at 60,000". */
  label: string
  value: string
  error: string | undefined
  autoFocus: boolean
  disabled: boolean
  onChange: (value: string) => void
  onSave: () => void
  onDiscard: () => void
}

/** A number typed into a table cell: Enter saves the row, Escape leaves it unchanged. */
export function ModifyInput(props: ModifyInputProps) {
  const errorId = `${props.id}-error`

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault()
      props.onSave()
    } else if (e.key === 'Escape') {
      // Kept here: an Escape that leaves the edit must not also close a menu or dialog behind it.
      e.preventDefault()
      e.stopPropagation()
      props.onDiscard()
    }
  }

  return (
    <span className="modify-field">
      <input
        id={props.id}
        className="modify-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={props.label}
        aria-invalid={props.error !== undefined}
        aria-describedby={props.error === undefined ? undefined : errorId}
        autoFocus={props.autoFocus}
        disabled={props.disabled}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {props.error !== undefined && (
        <span id={errorId} className="modify-error" role="alert">
          {props.error}
        </span>
      )}
    </span>
  )
}
