import { useMemo, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  KYC_FILE_MSG,
  KYC_MIN_AGE,
  KYC_MSG,
  KYC_NAME_MAX,
  kycDocumentType,
  type KycDocumentType,
} from '../../../../protocol/index.ts'
import { FormField } from '../../../components/FormField.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { useSubmitKyc } from '../../../data/kyc.ts'
import { EngineCallError } from '../../../data/query-client.ts'
import { countryOptions, latestAdultBirthday } from './countries.ts'
import { checkKycFile } from './file-check.ts'
import { FileField } from './FileField.tsx'

type Errors = Partial<
  Record<'legal_name' | 'date_of_birth' | 'country' | 'document' | 'selfie', string>
>

/** Name, birth date, country, document type and the files; checked here, then by the server. */
export function KycForm({ offline }: { offline: boolean }) {
  const { t, i18n } = useTranslation()
  const submit = useSubmitKyc()
  const [legalName, setLegalName] = useState('')
  const [born, setBorn] = useState('')
  const [country, setCountry] = useState('')
  const [docType, setDocType] = useState<KycDocumentType>('passport')
  const [document, setDocument] = useState<File | null>(null)
  const [selfie, setSelfie] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])

  // Messages the server words in English, in the trader's language.
  const known: Record<string, string> = {
    [KYC_FILE_MSG.tooLarge]: t('kyc.errors.tooLarge'),
    [KYC_FILE_MSG.unsupported]: t('kyc.errors.unsupported'),
    [KYC_FILE_MSG.missing]: t('kyc.errors.required'),
    [KYC_MSG.adult]: t('kyc.errors.adult', { age: KYC_MIN_AGE }),
  }

  const onSubmit = async (e: SyntheticEvent) => {
    e.preventDefault()
    const found: Errors = {}
    if (!document) found.document = t('kyc.errors.required')
    for (const [field, file] of [
      ['document', document],
      ['selfie', selfie],
    ] as const) {
      const problem = file ? await checkKycFile(file) : null
      if (problem) found[field] = t(`kyc.errors.${problem}`)
    }
    setErrors(found)
    if (Object.keys(found).length > 0 || !document) return
    submit.mutate(
      {
        fields: {
          legal_name: legalName.trim(),
          date_of_birth: born,
          country,
          document_type: docType,
        },
        files: {
          document,
          documentName: document.name,
          ...(selfie ? { selfie, selfieName: selfie.name } : {}),
        },
      },
      {
        onSuccess: () => toast.success(t('kyc.form.sent')),
        onError: (err) => {
          const fields = err instanceof EngineCallError ? err.failure.fields : undefined
          if (!fields) {
            toast.error(err.message)
            return
          }
          const next: Errors = {}
          for (const f of fields) next[String(f.loc[1]) as keyof Errors] = known[f.msg] ?? f.msg
          setErrors(next)
        },
      },
    )
  }

  return (
    <form
      className="form kyc-form"
      aria-label={t('kyc.form.label')}
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormField
        id="kyc-legal-name"
        label={t('kyc.form.legalName')}
        autoComplete="name"
        value={legalName}
        required
        minLength={2}
        maxLength={KYC_NAME_MAX}
        error={errors.legal_name}
        onChange={(e) => setLegalName(e.target.value)}
      />
      <FormField
        id="kyc-born"
        type="date"
        label={t('kyc.form.born')}
        autoComplete="bday"
        value={born}
        required
        max={latestAdultBirthday(KYC_MIN_AGE)}
        min="1900-01-01"
        hint={t('kyc.form.bornHint', { age: KYC_MIN_AGE })}
        error={errors.date_of_birth}
        onChange={(e) => setBorn(e.target.value)}
      />
      <div className={errors.country ? 'field has-error' : 'field'}>
        <label htmlFor="kyc-country">{t('kyc.form.country')}</label>
        <select
          id="kyc-country"
          value={country}
          required
          aria-invalid={errors.country ? true : undefined}
          onChange={(e) => setCountry(e.target.value)}
        >
          <option value="">{t('kyc.form.chooseCountry')}</option>
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {errors.country && <p className="field-error">{errors.country}</p>}
      </div>
      <div className="field">
        <label htmlFor="kyc-document-type">{t('kyc.form.documentType')}</label>
        <select
          id="kyc-document-type"
          value={docType}
          onChange={(e) => setDocType(kycDocumentType.parse(e.target.value))}
        >
          {kycDocumentType.options.map((type) => (
            <option key={type} value={type}>
              {t(`kyc.form.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <FileField
        id="kyc-document"
        label={t('kyc.form.document')}
        required
        error={errors.document}
        onChange={setDocument}
      />
      <FileField
        id="kyc-selfie"
        label={t('kyc.form.selfie')}
        error={errors.selfie}
        onChange={setSelfie}
      />
      <button type="submit" className="btn btn-primary" disabled={offline || submit.isPending}>
        {t(submit.isPending ? 'kyc.form.submitting' : 'kyc.form.submit')}
      </button>
    </form>
  )
}
