import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthShell } from '../../components/AuthShell.tsx'
import { FormField } from '../../components/FormField.tsx'
import { PasswordField } from '../../components/PasswordField.tsx'
import { failureMessages } from '../../components/toast/failure-messages.ts'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { PASSWORD_MIN } from '../../../protocol/constants.ts'
import {
  hasErrors,
  validateRegister,
  type FieldErrors,
  type RegisterField,
} from '../../lib/validation.ts'

const EMPTY: Record<RegisterField, string> = {
  email: '',
  username: '',
  fullName: '',
  password: '',
  confirmPassword: '',
}

export default function RegisterPage() {
  const navigate = useNavigate()
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({})
  const [failure, setFailure] = useState<string[]>([])
  const [pending, setPending] = useState(false)
  const { t } = useTranslation()
  const localize = useLocalizeMessage()

  const field = (name: RegisterField) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: e.target.value })),
    error: errors[name] && localize(errors[name]),
  })

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    const found = validateRegister(form)
    setErrors(found)
    if (hasErrors(found)) return
    setPending(true)
    setFailure([])
    const fullName = form.fullName.trim()
    const result = await getBridge().register({
      email: form.email.trim(),
      username: form.username.trim(),
      password: form.password,
      ...(fullName ? { full_name: fullName } : {}),
    })
    setPending(false)
    if (!result.ok) {
      const messages = failureMessages(result.error)
      setFailure(messages)
      for (const m of messages) toast.error(m, { title: t('errors.auth.registrationFailed') })
      return
    }
    toast.success(t('auth.register.success'))
    await navigate({ to: '/login' })
  }

  return (
    <AuthShell>
      <h1 className="auth-title">{t('auth.register.title')}</h1>
      <p className="auth-subtitle">{t('auth.register.subtitle')}</p>
      {failure.length > 0 && (
        <div className="alert alert-error" role="alert" data-testid="register-error">
          {failure.map((m) => (
            <p key={m}>{localize(m)}</p>
          ))}
        </div>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('auth.register.form')}
      >
        <FormField
          id="register-email"
          label={t('common.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <FormField
          id="register-username"
          label={t('auth.register.username')}
          autoComplete="username"
          {...field('username')}
        />
        <FormField
          id="register-full-name"
          label={t('auth.register.fullName')}
          autoComplete="name"
          {...field('fullName')}
        />
        <PasswordField
          id="register-password"
          label={t('common.password')}
          autoComplete="new-password"
          hint={t('common.passwordHint', { min: PASSWORD_MIN })}
          {...field('password')}
        />
        <PasswordField
          id="register-confirm"
          label={t('auth.register.confirm')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {t(pending ? 'auth.register.submitting' : 'auth.register.submit')}
        </button>
      </form>
      <p className="auth-switch">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className="link">
          {t('common.signIn')}
        </Link>
      </p>
    </AuthShell>
  )
}
