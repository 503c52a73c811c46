import { Link } from '@tanstack/react-router'
import { FormAlerts } from '../../components/FormAlerts.tsx'
import { useState, type SubmitEvent } from 'react'
import { AuthShell } from '../../components/AuthShell.tsx'
import { FormField } from '../../components/FormField.tsx'
import { getBridge } from '../../bridge/connection.ts'
import { useOnline } from '../../bridge/online.ts'
import { isEmail } from '../../lib/validation.ts'

export default function ForgotPasswordPage() {
  const online = useOnline()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

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
      <h1 className="auth-title">Forgot password</h1>
      {sent !== null ? (
        <div className="alert" role="status" data-testid="reset-sent">
          {sent}. It works once, within 30 minutes.
        </div>
      ) : (
        <>
          <p className="auth-subtitle">
            Enter the email of your account and we will mail you a link to choose a new password.
          </p>
          <FormAlerts
            online={online}
            offlineText="You are offline. Connect to send the link."
            failure={failure}
          />
          <form
            className="form"
            noValidate
            onSubmit={(e) => void submit(e)}
            aria-label="Reset password"
          >
            <FormField
              id="forgot-email"
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error}
            />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={pending || !online}
            >
              {pending ? 'Sending…' : 'Send reset link'}
            </button>
          </form>
        </>
      )}
      <p className="auth-switch">
        <Link to="/login" className="link">
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  )
}
