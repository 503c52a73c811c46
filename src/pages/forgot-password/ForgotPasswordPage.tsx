import { Link } from '@tanstack/react-router'
import { FormAlerts } from '../../components/FormAlerts.tsx'
import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthShell } from '../../components/AuthShell.tsx'
import { FormField } from '../../components/FormField.tsx'
import { getBridge } from '../../bridge/connection.ts'
import { useOnline } from '../../bridge/online.ts'
import { isEmail } from '../../lib/validation.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'

export default function ForgotPasswordPage() {
  const online = useOnline()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const { t } = useTranslation()
  const localize = useLocalizeMessage()

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    const invalid = !email.trim()
      ? 'Email is required'
      : isEmail(email)
        ? undefined
        : 'Please enter a valid email address'
    setError(invalid)
    if (invalid) return
    setPending(true)
    setFailure(null)
    const result = await getBridge().requestPasswordReset(email.trim())
    setPending(false)
    if (!result.ok) {
      setFailure(result.error.message)
      return
    }
    setSent(result.value.detail)
  }

  return (
    <AuthShell>
      <h1 className="auth-title">{t('auth.forgot.title')}</h1>
      {sent !== null ? (
        <div className="alert" role="status" data-testid="reset-sent">
          {t('auth.forgot.sent', { detail: localize(sent) })}
        </div>
      ) : (
        <>
          <p className="auth-subtitle">{t('auth.forgot.subtitle')}</p>
          <FormAlerts
            online={online}
            offlineText={t('auth.forgot.offline')}
            failure={failure && localize(failure)}
          />
          <form
            className="form"
            noValidate
            onSubmit={(e) => void submit(e)}
            aria-label={t('auth.forgot.form')}
          >
            <FormField
              id="forgot-email"
              label={t('common.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error && localize(error)}
            />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={pending || !online}
            >
              {pending ? t('common.sending') : t('auth.forgot.submit')}
            </button>
          </form>
        </>
      )}
      <p className="auth-switch">
        <Link to="/login" className="link">
          {t('common.backToSignIn')}
        </Link>
      </p>
    </AuthShell>
  )
}
