import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
import { useOnline } from '../../bridge/online.ts'
import { useEmailStatus } from '../../data/account.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'

/** Whether the account's email is verified, with a way to have the link mailed again. */
export function EmailSection() {
  const online = useOnline()
  const status = useEmailStatus()
  const [pending, setPending] = useState(false)
  const { t } = useTranslation()
  const localize = useLocalizeMessage()

  const resend = async () => {
    setPending(true)
    const result = await getBridge().resendVerification()
    setPending(false)
    if (result.ok) toast.success(t('profile.email.sent', { detail: localize(result.value.detail) }))
    else toast.error(result.error.message)
    await status.refetch()
  }

  let body
  if (status.isPending) body = <p className="panel-note">{t('profile.email.checking')}</p>
  else if (status.isError)
    body = (
      <p className="panel-error" role="alert">
        {online ? localize(status.error.message) : t('profile.email.offline')}
      </p>
    )
  else if (status.data.email_verified)
    body = (
      <p data-testid="email-status">
        <span className="status-tag">{t('profile.email.verified')}</span> {status.data.email}
      </p>
    )
  else
    body = (
      <>
        <p data-testid="email-status">
          <span className="status-tag">{t('profile.email.notVerified')}</span> {status.data.email}
        </p>
        <button
          type="button"
          className="btn"
          onClick={() => void resend()}
          disabled={pending || !online}
        >
          {pending ? t('common.sending') : t('profile.email.resend')}
        </button>
      </>
    )

  return (
    <section className="panel" aria-labelledby="email-title">
      <div className="panel-header">
        <h2 id="email-title">{t('profile.email.title')}</h2>
      </div>
      {body}
    </section>
  )
}
