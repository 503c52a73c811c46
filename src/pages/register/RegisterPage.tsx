import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type SubmitEvent } from 'react'
import { AuthShell } from '../../components/AuthShell.tsx'
import { FormField } from '../../components/FormField.tsx'
import { PasswordField } from '../../components/PasswordField.tsx'
import { failureMessages } from '../../components/toast/failure-messages.ts'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
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

  const field = (name: RegisterField) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: e.target.value })),
    error: errors[name],
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
      for (const m of messages) toast.error(m, { title: 'Registration failed' })
      return
    }
    toast.success('Registration successful! Please check your email to verify your account.')
    await navigate({ to: '/login' })
  }

  return (
    <AuthShell>
      <h1 className="auth-title">Create your account</h1>
      <p className="auth-subtitle">Paper-trade every market with a free account.</p>
      {failure.length > 0 && (
        <div className="alert alert-error" role="alert" data-testid="register-error">
          {failure.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label="Create account"
      >
        <FormField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <FormField
          id="register-username"
          label="Username"
          autoComplete="username"
          {...field('username')}
        />
        <FormField
          id="register-full-name"
          label="Full name (optional)"
          autoComplete="name"
          {...field('fullName')}
        />
        <PasswordField
          id="register-password"
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...field('password')}
        />
        <PasswordField
          id="register-confirm"
          label="Confirm password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Creating account…' : 'Create Account'}
        </button>
      </form>
      <p className="auth-switch">
        Already have an account?{' '}
        <Link to="/login" className="link">
          Sign in
        </Link>
      </p>
    </AuthShell>
  )
}
