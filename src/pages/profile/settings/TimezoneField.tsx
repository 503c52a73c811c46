import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isTimeZone } from '../../../../protocol/settings.ts'
import { FormField } from '../../../components/FormField.tsx'

/** Every IANA zone the browser knows, UTC first. */
function zones(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return ['UTC', ...known.filter((z) => z !== 'UTC')]
}

/**
 * A searchable select of time zones: typing filters the browser's list of suggestions; a name
 * is saved once it is a real zone.
 */
export function TimezoneField({
  value,
  onCommit,
}: {
  value: string
  onCommit: (zone: string) => void
}) {
  const { t } = useTranslation()
  const options = useMemo(() => zones(), [])
  const [draft, setDraft] = useState<string | null>(null)
  const invalid = draft !== null && draft !== '' && !isTimeZone(draft)
  const take = (raw: string) => {
    setDraft(raw)
    if (raw !== value && options.includes(raw)) {
      setDraft(null)
      onCommit(raw)
    }
  }
  return (
    <>
      <FormField
        id="pref-timezone"
        label={t('profile.preferences.timezone')}
        list="pref-timezone-list"
        autoComplete="off"
        spellCheck={false}
        value={draft ?? value}
        hint={t('profile.preferences.timezoneHint')}
        error={invalid ? t('profile.preferences.timezoneInvalid') : undefined}
        onChange={(e) => take(e.target.value)}
        onBlur={() => {
          if (draft === null) return
          if (isTimeZone(draft) && draft !== value) onCommit(draft)
          if (!invalid) setDraft(null)
        }}
      />
      <datalist id="pref-timezone-list">
        {options.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
    </>
  )
}
