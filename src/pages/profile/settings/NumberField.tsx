import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/FormField.tsx'
import { parseDecimal } from '../../../trading/ticket/grid.ts'

interface Props {
  id: string
  label: string
  value: number
  min: number
  max: number
  integer?: boolean
  onCommit: (value: number) => void
}

/** A number saved once it is valid and the field is left (or Enter is pressed). */
export function NumberField({ id, label, value, min, max, integer = false, onCommit }: Props) {
  const { t, i18n } = useTranslation()
  const [draft, setDraft] = useState<string | null>(null)
  const parse = (raw: string): number | null => {
    const n = parseDecimal(raw)
    const ok = n !== null && n >= min && n <= max
    return ok && (!integer || Number.isInteger(n)) ? n : null
  }
  const invalid = draft !== null && parse(draft) === null
  const commit = () => {
    if (draft === null || invalid) return
    const n = parse(draft)
    setDraft(null)
    if (n !== null && n !== value) onCommit(n)
  }
  const fmt = (n: number) => n.toLocaleString(i18n.language)
  return (
    <FormField
      id={id}
      label={label}
      type="text"
      inputMode="decimal"
      value={draft ?? String(value)}
      error={
        invalid ? t('profile.trading.outOfRange', { min: fmt(min), max: fmt(max) }) : undefined
      }
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
      }}
    />
  )
}
