import { Link } from '@tanstack/react-router'
import { AuthShell } from '../../components/AuthShell.tsx'

export default function ForgotPasswordPage() {
  return (
    <AuthShell>
      <h1 className="auth-title">Forgot password</h1>
      <p className="auth-subtitle">Password reset is coming soon.</p>
      <p className="auth-switch">
        <Link to="/login" className="link">
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  )
}
