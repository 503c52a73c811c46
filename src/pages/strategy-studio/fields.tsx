import { useId, useState, type ReactNode } from 'react'

/**
 * The editor's small labelled controls: a label above, the problem under it (tied to the control
 * for screen readers). The control keeps what the trader types; the caller parses it.
 */
function Field({
  label,
  error,
  children,
}: {
  label: string
  error?: string | undefined
  children: (id: string, describedBy: string | undefined) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={error ? 'stg-field has-error' : 'stg-field'}>
      <label htmlFor={id}>{label}</label>
      {children(id, error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

export function TextField(props: {
  label: string
  value: string
  onChange: (text: string) => void
  error?: string | undefined
  inputMode?: 'decimal' | 'text'
  disabled?: boolean
  testId?: string
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(id, describedBy) => (
        <input
          id={id}
          value={props.value}
          inputMode={props.inputMode ?? 'text'}
          disabled={props.disabled === true}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={props.testId}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  )
}

export function SelectField<V extends string>(props: {
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
  error?: string | undefined
  disabled?: boolean
  testId?: string
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(id, describedBy) => (
        <select
          id={id}
          value={props.value}
          disabled={props.disabled === true}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={props.testId}
          onChange={(e) => props.onChange(e.target.value as V)}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/**
 * A text input for a parsed value: what is typed stays as typed ("1." while typing 1.5); a change
 * from outside (another rule picked) replaces the text.
 */
export function ParsedField<T>(props: {
  label: string
  value: T
  parse: (text: string) => T
  format: (value: T) => string
  onChange: (value: T) => void
  error?: string | undefined
  disabled?: boolean
  testId?: string
}) {
  const [text, setText] = useState(() => props.format(props.value))
  const [shown, setShown] = useState(props.value)
  if (!Object.is(shown, props.value) && props.format(shown) !== props.format(props.value)) {
    setShown(props.value)
    setText(props.format(props.value))
  }
  return (
    <TextField
      label={props.label}
      value={text}
      inputMode="text"
      error={props.error}
      disabled={props.disabled === true}
      {...(props.testId ? { testId: props.testId } : {})}
      onChange={(next) => {
        setText(next)
        const parsed = props.parse(next)
        setShown(parsed)
        props.onChange(parsed)
      }}
    />
  )
}

const parseNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.replace(',', '.'))
const formatNumber = (v: number | undefined): string =>
  v === undefined || Number.isNaN(v) ? '' : String(v)

/** A number (NaN when what is typed is not one, undefined when empty). */
export function NumberField(props: {
  label: string
  value: number | undefined
  onChange: (value: number | undefined) => void
  error?: string | undefined
  disabled?: boolean
  testId?: string
}) {
  return <ParsedField {...props} parse={parseNumber} format={formatNumber} />
}
