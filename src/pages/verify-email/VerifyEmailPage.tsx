import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { AuthShell } from '../../components/AuthShell.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { getBridge } from '../../bridge/connection.ts'
import { useSession } from '../../bridge/session.ts'
import type { EmailStatus } from '../../../protocol/index.ts'
import type { EngineResult } from '../../../workers/engine/api.ts'
import { forgetLinkToken, linkTokenFromUrl } from './link-token.ts'

type Outcome =
  | { state: 'checking' }
  | { state: 'verified'; email: string }
  | { state: 'failed'; message: string }

// A token works once: a second mount of the page (StrictMode, back and forth) reuses the answer.
const verifications = new Map<string, Promise<EngineResult<EmailStatus>>>()
const verifyOnce = (token: string): Promise<EngineResult<EmailStatus>> => {
  let answer = verifications.get(token)
  if (!answer) {
    answer = getBridge().verifyEmail(token)
    verifications.set(token, answer)
  }
  return answer
}

/** Verifies the mailed link as soon as the page opens. */
export default function VerifyEmailPage() {
  const [token] = useState(linkTokenFromUrl)
  const [outcome, setOutcome] = useState<Outcome>(
    token === null
      ? { state: 'failed', message: 'This verification link is incomplete.' }
      : { state: 'checking' },
  )
  const { status } = useSession()

  useEffect(() => {
    forgetLinkToken()
    if (token === null) return
    let live = true
    void verifyOnce(token).then((result) => {
      if (!live) return
      setOutcome(
        result.ok
          ? { state: 'verified', email: result.value.email }
          : { state: 'failed', message: result.error.message },
      )
    })
    return () => {
      live = false
    }
  }, [token])

  const next =
    status === 'authenticated' ? (
      <Link to="/dashboard" className="btn btn-primary">
        Go to the dashboard
      </Link>
    ) : (
      <Link to="/login" search={{}} className="btn btn-primary">
        Sign in
      </Link>
    )

  return (
    <AuthShell>
      <h1 className="auth-title">Email verification</h1>
      {outcome.state === 'checking' && <Spinner label="Verifying your email…" />}
      {outcome.state === 'verified' && (
        <div className="alert" role="status" data-testid="verify-result">
          Your email {outcome.email} is verified.
        </div>
      )}
      {outcome.state === 'failed' && (
        <div className="alert alert-error" role="alert" data-testid="verify-result">
          {outcome.message}
        </div>
      )}
      {outcome.state !== 'checking' && <p className="auth-switch">{next}</p>}
    </AuthShell>
  )
}
