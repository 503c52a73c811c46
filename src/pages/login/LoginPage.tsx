import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../../protocol/index.ts'
import { loginDestination } from '../../app/guards.ts'
import { AuthShell } from '../../components/AuthShell.tsx'
import { FormField } from '../../components/FormField.tsx'
import { PasswordField } from '../../components/PasswordField.tsx'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
import { setSession } from '../../bridge/session.ts'
import { useDemoHint } from '../../data/auth.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { hasErrors, validateLogin, type FieldErrors } from '../../lib/validation.ts'
import { DemoHintBox } from './DemoHintBox.tsx'
import { MarketingPanel } from './MarketingPanel.tsx'
import { TwoFactorForm } from './TwoFactorForm.tsx'

export default function LoginPage() {
  const search = useSearch({ from: '/login' })
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // SPEC §4: a 403 with the 2FA-required flag swaps the form for the two-factor screen.
  const [twoFactor, setTwoFactor] = useState(false)
  const hint = useDemoHint()
  const { t } = useTranslation()
  const localize = useLocalizeMessage()

  const signedIn = async (user: User, message: string | null) => {
    // the engine's push will confirm; set it now so the guards let us in at once
    setSession({ status: 'authenticated', user, offline: false }, { navigating: true })
    if (message) toast.success(message)
    await navigate({ href: loginDestination(user, search.redirect) })
  }

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    const found = validateLogin({ email, password })
    setErrors(found)
    if (hasErrors(found)) return
    setPending(true)
    setFailure(null)
    const result = await getBridge().login({ email: email.trim(), password, remember })
    setPending(false)
    if (!result.ok && result.error.twoFactorRequired) {
      setTwoFactor(true)
      return
    }
    if (!result.ok) {
      setFailure(result.error.message)
      toast.error(result.error.message)
      return
    }
    await signedIn(result.value, t('auth.login.success'))
  }

  const useDemo = () => {
    if (!hint.enabled) return
    setEmail(hint.email)
    setPassword(hint.password)
    setErrors({})
  }

  if (twoFactor) {
    return (
      <AuthShell aside={<MarketingPanel />}>
        <TwoFactorForm
          onSuccess={(user) => void signedIn(user, null)}
          onCancel={() => setTwoFactor(false)}
        />
      </AuthShell>
    )
  }

  return (
    <AuthShell aside={<MarketingPanel />}>
      <h1 className="auth-title">{t('auth.login.title')}</h1>
      <p className="auth-subtitle">{t('auth.login.subtitle')}</p>
      {failure && (
        <div className="alert alert-error" role="alert" data-testid="login-error">
          {localize(failure)}
        </div>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('auth.login.form')}
      >
        <FormField
          id="login-email"
          label={t('common.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email && localize(errors.email)}
        />
        <PasswordField
          id="login-password"
          label={t('common.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password && localize(errors.password)}
        />
        <div className="form-row">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            {t('auth.login.remember')}
          </label>
          <Link to="/forgot-password" className="link">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {t(pending ? 'auth.login.submitting' : 'auth.login.submit')}
        </button>
      </form>
      <p className="auth-switch">
        {t('auth.login.newHere')}{' '}
        <Link to="/register" className="link">
          {t('auth.login.createAccount')}
        </Link>
      </p>
      {hint.enabled && <DemoHintBox hint={hint} onUse={useDemo} />}
    </AuthShell>
  )
}
