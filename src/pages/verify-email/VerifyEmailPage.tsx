import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthShell } from '../../components/AuthShell.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { getBridge } from '../../bridge/connection.ts'
import { useSession } from '../../bridge/session.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import type { EmailStatus } from '../../../protocol/index.ts'
import type { EngineResult } from '../../../workers/engine/api.ts'
import { forgetLinkToken, linkTokenFromUrl } from './link-token.ts'

type Outcome =
  | { state: 'checking' }
  | { state: 'verified'; email: string }
  | { state: 'failed'; message: string }
  | { state: 'incomplete' }

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
    token === null ? { state: 'incomplete' } : { state: 'checking' },
  )
  const { status } = useSession()
  const { t } = useTranslation()
  const localize = useLocalizeMessage()

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
        {t('common.goToDashboard')}
      </Link>
    ) : (
      <Link to="/login" search={{}} className="btn btn-primary">
        {t('common.signIn')}
      </Link>
    )

  return (
    <AuthShell>
      <h1 className="auth-title">{t('auth.verify.title')}</h1>
      {outcome.state === 'checking' && <Spinner label={t('auth.verify.checking')} />}
      {outcome.state === 'verified' && (
        <div className="alert" role="status" data-testid="verify-result">
          {t('auth.verify.verified', { email: outcome.email })}
        </div>
      )}
      {(outcome.state === 'failed' || outcome.state === 'incomplete') && (
        <div className="alert alert-error" role="alert" data-testid="verify-result">
          {outcome.state === 'failed' ? localize(outcome.message) : t('auth.verify.incomplete')}
        </div>
      )}
      {outcome.state !== 'checking' && <p className="auth-switch">{next}</p>}
    </AuthShell>
  )
}
