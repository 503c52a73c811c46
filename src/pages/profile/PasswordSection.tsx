import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN } from '../../../protocol/constants.ts'
import { PasswordField } from '../../components/PasswordField.tsx'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
import { useOnline } from '../../bridge/online.ts'
import type { FieldErrors } from '../../lib/validation.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'

type Field = 'current' | 'next' | 'confirm'

const EMPTY = { current: '', next: '', confirm: '' }

function validate(v: typeof EMPTY): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  if (!v.current) errors.current = 'Current password is required'
  if (!v.next) errors.next = 'Password is required'
  else if (v.next.length < PASSWORD_MIN)
    errors.next = `Password must be at least ${PASSWORD_MIN} characters`
  if (v.confirm !== v.next) errors.confirm = 'Passwords do not match'
  return errors
}

/** Change password: every other session is signed out, this one stays. */
export function PasswordSection() {
  const online = useOnline()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [pending, setPending] = useState(false)
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const set = (k: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }))

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    const found = validate(values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setPending(true)
    const result = await getBridge().changePassword({
      current_password: values.current,
      new_password: values.next,
    })
    setPending(false)
    if (!result.ok) {
      const on = (name: string) => result.error.fields?.find((f) => f.loc.includes(name))?.msg
      const fieldErrors: FieldErrors<Field> = {}
      const current = on('current_password')
      const next = on('new_password')
      if (current) fieldErrors.current = current
      if (next) fieldErrors.next = next
      if (current || next) setErrors(fieldErrors)
      else toast.error(result.error.message)
      return
    }
    setValues(EMPTY)
    toast.success(t('profile.password.changed'))
  }

  return (
    <section className="panel" aria-labelledby="password-title">
      <div className="panel-header">
        <h2 id="password-title">{t('profile.password.title')}</h2>
      </div>
      <form
        className="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('profile.password.form')}
      >
        <PasswordField
          id="password-current"
          label={t('profile.password.current')}
          autoComplete="current-password"
          value={values.current}
          onChange={set('current')}
          error={errors.current && localize(errors.current)}
        />
        <PasswordField
          id="password-new"
          label={t('profile.password.next')}
          autoComplete="new-password"
          value={values.next}
          onChange={set('next')}
          error={errors.next && localize(errors.next)}
          hint={t('profile.password.hint', { min: PASSWORD_MIN })}
        />
        <PasswordField
          id="password-confirm"
          label={t('profile.password.confirm')}
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm && localize(errors.confirm)}
        />
        <button type="submit" className="btn btn-primary" disabled={pending || !online}>
          {t(pending ? 'profile.password.submitting' : 'profile.password.submit')}
        </button>
        {!online && <p className="panel-note warn">{t('profile.password.offline')}</p>}
      </form>
    </section>
  )
}
