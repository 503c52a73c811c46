import type { InputHTMLAttributes, ReactNode } from 'react'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string
  label: string
  error?: string | undefined
  hint?: ReactNode
  /** Extra control inside the input box (e.g. the show-password toggle). */
  adornment?: ReactNode
}

/** A labelled input with its error message under it, wired for screen readers. */
export function FormField({ id, label, error, hint, adornment, ...input }: Props) {
  const errorId = `${id}-error`
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="input-wrap">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {adornment}
      </div>
      {hint && !error && <p className="field-hint">{hint}</p>}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
