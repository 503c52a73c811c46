import { useTranslation } from 'react-i18next'
import type { KycApplication } from '../../../../protocol/index.ts'
import { useOnline } from '../../../bridge/online.ts'
import { toast } from '../../../components/toast/toast.ts'
import { useKycStatus, useStartKyc } from '../../../data/kyc.ts'
import { useLocalizeMessage } from '../../../i18n/known-messages.ts'
import { KycForm } from './KycForm.tsx'
import './kyc.css'

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

function SubmittedFiles({ application: a }: { application: KycApplication }) {
  const { t } = useTranslation()
  if (a.documents.length === 0) return null
  return (
    <ul className="kyc-files" aria-label={t('kyc.files')}>
      {a.documents.map((d) => (
        <li key={d.id}>
          {t('kyc.fileMeta', {
            kind: t(`kyc.kinds.${d.kind}`),
            name: d.filename,
            size: kb(d.size),
          })}
        </li>
      ))}
    </ul>
  )
}

/** /profile: the trader's identity verification, from the first step to the decision. */
export function KycSection() {
  const { t, i18n } = useTranslation()
  const localize = useLocalizeMessage()
  const online = useOnline()
  const status = useKycStatus()
  const start = useStartKyc()
  const date = (iso: string | null) =>
    iso === null ? '' : new Date(iso).toLocaleDateString(i18n.language)

  let body
  if (status.isPending) {
    body = <p aria-busy="true">{t('kyc.loading')}</p>
  } else if (status.isError) {
    body = (
      <div className="kyc-step">
        <p className="panel-error" role="alert">
          {online ? localize(status.error.message) : t('kyc.offline')}
        </p>
        <button type="button" className="btn" onClick={() => void status.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  } else {
    const a = status.data
    body = (
      <div className="kyc-step" data-testid="kyc-status" data-status={a.status}>
        {!online && a.status !== 'approved' && (
          <p className="panel-note warn">{t('kyc.needsConnection')}</p>
        )}
        {a.status === 'not_started' && (
          <>
            <p>{t('kyc.notStarted')}</p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!online || start.isPending}
              onClick={() =>
                start.mutate(undefined, { onError: (err) => toast.error(localize(err.message)) })
              }
            >
              {t(start.isPending ? 'kyc.starting' : 'kyc.start')}
            </button>
          </>
        )}
        {a.status === 'pending_documents' && <p>{t('kyc.pending')}</p>}
        {a.status === 'submitted' && <p>{t('kyc.submitted', { date: date(a.submitted_at) })}</p>}
        {a.status === 'approved' && (
          <p className="kyc-approved">{t('kyc.approved', { date: date(a.reviewed_at) })}</p>
        )}
        {a.status === 'rejected' && (
          <>
            <p className="panel-error" role="status">
              {t('kyc.rejected', { note: a.review_note ?? '' })}
            </p>
            <p>{t('kyc.resubmit')}</p>
          </>
        )}
        {(a.status === 'submitted' || a.status === 'approved') && (
          <SubmittedFiles application={a} />
        )}
        {(a.status === 'pending_documents' || a.status === 'rejected') && (
          <KycForm offline={!online} />
        )}
      </div>
    )
  }

  return (
    <section className="panel" aria-labelledby="kyc-heading">
      <div className="panel-header">
        <h2 id="kyc-heading">{t('kyc.title')}</h2>
      </div>
      {body}
    </section>
  )
}
