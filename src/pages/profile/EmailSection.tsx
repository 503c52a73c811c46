import { useState } from 'react'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
import { useOnline } from '../../bridge/online.ts'
import { useEmailStatus } from '../../data/account.ts'

/** Whether the account's email is verified, with a way to have the link mailed again. */
export function EmailSection() {
  const online = useOnline()
  const status = useEmailStatus()
  const [pending, setPending] = useState(false)

  const resend = async () => {
    setPending(true)
    const result = await getBridge().resendVerification()
    setPending(false)
    if (result.ok) toast.success(`${result.value.detail}. Check your inbox.`)
    else toast.error(result.error.message)
    await status.refetch()
  }

  let body
  if (status.isPending) body = <p className="panel-note">Checking your email status…</p>
  else if (status.isError)
    body = (
      <p className="panel-error" role="alert">
        {online ? status.error.message : 'You are offline. Connect to see your email status.'}
      </p>
    )
  else if (status.data.email_verified)
    body = (
      <p data-testid="email-status">
        <span className="status-tag">Verified</span> {status.data.email}
      </p>
    )
  else
    body = (
      <>
        <p data-testid="email-status">
          <span className="status-tag">Not verified</span> {status.data.email}
        </p>
        <button
          type="button"
          className="btn"
          onClick={() => void resend()}
          disabled={pending || !online}
        >
          {pending ? 'Sending…' : 'Resend verification email'}
        </button>
      </>
    )

  return (
    <section className="panel" aria-labelledby="email-title">
      <div className="panel-header">
        <h2 id="email-title">Email verification</h2>
      </div>
      {body}
    </section>
  )
}
