import { Link, useNavigate } from '@tanstack/react-router'
import { FormAlerts } from '../../components/FormAlerts.tsx'
import { useEffect, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN } from '../../../protocol/constants.ts'
import { AuthShell } from '../../components/AuthShell.tsx'
import { PasswordField } from '../../components/PasswordField.tsx'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
import { useOnline } from '../../bridge/online.ts'
import type { FieldErrors } from '../../lib/validation.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { forgetLinkToken, linkTokenFromUrl } from '../verify-email/link-token.ts'

type Field = 'password' | 'confirm'

function validate(password: string, confirm: string): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  if (!password) errors.password = 'Password is required'
  else if (password.length < PASSWORD_MIN)
    errors.password = `Password must be at least ${PASSWORD_MIN} characters`
  if (confirm !== password) errors.confirm = 'Passwords do not match'
  return errors
}

export default function ResetPasswordPage() {
  const navigate = useNavigate()
  const online = useOnline()
  const [token] = useState(linkTokenFromUrl)
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  useEffect(forgetLinkToken, [])

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    const found = validate(password, confirm)
    setErrors(found)
    if (found.password || found.confirm || token === null) return
    setPending(true)
    setFailure(null)
    const result = await getBridge().confirmPasswordReset({ token, new_password: password })
    setPending(false)
    if (!result.ok) {
      const field = result.error.fields?.find((f) => f.loc.includes('new_password'))
      if (field) setErrors({ password: field.msg })
      else setFailure(result.error.message)
      return
    }
    toast.success(t('auth.reset.done'))
    await navigate({ to: '/login', search: {} })
  }

  return (
    <AuthShell>
      <h1 className="auth-title">{t('auth.reset.title')}</h1>
      {token === null ? (
        <div className="alert alert-error" role="alert">
          {t('auth.reset.incomplete')}
        </div>
      ) : (
        <>
          <p className="auth-subtitle">{t('auth.reset.subtitle')}</p>
          <FormAlerts
            online={online}
            offlineText={t('auth.reset.offline')}
            failure={failure && localize(failure)}
          />
          <form
            className="form"
            noValidate
            onSubmit={(e) => void submit(e)}
            aria-label={t('auth.reset.title')}
          >
            <PasswordField
              id="reset-password"
              label={t('auth.reset.newPassword')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password && localize(errors.password)}
              hint={t('common.passwordHint', { min: PASSWORD_MIN })}
            />
            <PasswordField
              id="reset-confirm"
              label={t('auth.reset.confirm')}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirm && localize(errors.confirm)}
            />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={pending || !online}
            >
              {pending ? t('common.saving') : t('auth.reset.submit')}
            </button>
          </form>
        </>
      )}
      <p className="auth-switch">
        <Link to="/forgot-password" className="link">
          {t('auth.reset.askAgain')}
        </Link>{' '}
        ·{' '}
        <Link to="/login" className="link">
          {t('common.backToSignIn')}
        </Link>
      </p>
    </AuthShell>
  )
}
