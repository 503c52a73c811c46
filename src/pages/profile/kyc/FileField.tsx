import { useTranslation } from 'react-i18next'
import { KYC_FILE_MAX_BYTES, KYC_MIME_TYPES } from '../../../../protocol/index.ts'

interface Props {
  id: string
  label: string
  required?: boolean
  error: string | undefined
  onChange: (file: File | null) => void
}

/** A file input limited to the accepted types, with its hint or error wired for screen readers. */
export function FileField({ id, label, required, error, onChange }: Props) {
  const { t } = useTranslation()
  const noteId = `${id}-note`
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type="file"
        accept={KYC_MIME_TYPES.join(',')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <p id={noteId} className={error ? 'field-error' : 'field-hint'}>
        {error ?? t('kyc.form.fileHint', { mb: KYC_FILE_MAX_BYTES / 1_048_576 })}
      </p>
    </div>
  )
}
