interface Props<V extends string> {
  id: string
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
}

/** A labelled native select: keyboard and screen readers work as the browser makes them. */
export function SelectField<V extends string>({ id, label, value, options, onChange }: Props<V>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="settings-select"
        value={value}
        onChange={(e) => {
          const picked = options.find((o) => o.value === e.target.value)
          if (picked) onChange(picked.value)
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
