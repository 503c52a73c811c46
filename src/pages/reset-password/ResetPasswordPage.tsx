import { Link, useNavigate } from '@tanstack/react-router'
import { FormAlerts } from '../../components/FormAlerts.tsx'
import { useEffect, useState, type SubmitEvent } from 'react'
import { PASSWORD_MIN } from '../../../protocol/constants.ts'
import { AuthShell } from '../../components/AuthShell.tsx'
import { PasswordField } from '../../components/PasswordField.tsx'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
import { useOnline } from '../../bridge/online.ts'
import type { FieldErrors } from '../../lib/validation.ts'
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
    toast.success('Your password has been reset. Sign in with the new one.')
    await navigate({ to: '/login', search: {} })
  }

  return (
    <AuthShell>
      <h1 className="auth-title">Choose a new password</h1>
      {token === null ? (
        <div className="alert alert-error" role="alert">
          This reset link is incomplete. Ask for a new one.
        </div>
      ) : (
        <>
          <p className="auth-subtitle">
            Every device signed in to your account will be signed out.
          </p>
          <FormAlerts
            online={online}
            offlineText="You are offline. Connect to set your password."
            failure={failure}
          />
          <form
            className="form"
            noValidate
            onSubmit={(e) => void submit(e)}
            aria-label="Choose a new password"
          >
            <PasswordField
              id="reset-password"
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              hint={`At least ${PASSWORD_MIN} characters`}
            />
            <PasswordField
              id="reset-confirm"
              label="Confirm new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirm}
            />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={pending || !online}
            >
              {pending ? 'Saving…' : 'Set new password'}
            </button>
          </form>
        </>
      )}
      <p className="auth-switch">
        <Link to="/forgot-password" className="link">
          Ask for a new link
        </Link>{' '}
        ·{' '}
        <Link to="/login" className="link">
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  )
}
