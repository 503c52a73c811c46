import { useTranslation } from 'react-i18next'
import type { AdminKycApplication, KycDecision, KycDocument } from '../../../protocol/index.ts'

interface Props {
  application: AdminKycApplication
  busy: boolean
  countryName: (code: string) => string
  onOpen: (doc: KycDocument) => void
  onDecide: (decision: KycDecision) => void
}

/** One application: who, what they declared, their files, and the decision buttons. */
export function KycRow({ application: a, busy, countryName, onOpen, onDecide }: Props) {
  const { t, i18n } = useTranslation()
  return (
    <tr data-email={a.email}>
      <th scope="row">
        {a.email} <span className="admin-muted">{a.username}</span>
      </th>
      <td>{a.legal_name ?? '—'}</td>
      <td>{a.date_of_birth ?? '—'}</td>
      <td>{a.country ? countryName(a.country) : '—'}</td>
      <td>{a.document_type ? t(`kyc.form.types.${a.document_type}`) : '—'}</td>
      <td>
        {a.submitted_at ? (
          <time dateTime={a.submitted_at}>
            {new Date(a.submitted_at).toLocaleString(i18n.language)}
          </time>
        ) : (
          '—'
        )}
      </td>
      <td>
        <div className="admin-actions">
          {a.documents.map((d) => (
            <button
              key={d.id}
              type="button"
              className="btn btn-small"
              aria-label={t('admin.kyc.viewOf', { kind: t(`kyc.kinds.${d.kind}`), email: a.email })}
              onClick={() => onOpen(d)}
            >
              {t('admin.kyc.view', { kind: t(`kyc.kinds.${d.kind}`) })}
            </button>
          ))}
        </div>
      </td>
      <td>
        {a.status === 'submitted' ? (
          <div className="admin-actions">
            <button
              type="button"
              className="btn btn-small btn-primary"
              aria-label={t('admin.kyc.approveOf', { email: a.email })}
              disabled={busy}
              onClick={() => onDecide('approved')}
            >
              {t('admin.kyc.approve')}
            </button>
            <button
              type="button"
              className="btn btn-small"
              aria-label={t('admin.kyc.rejectOf', { email: a.email })}
              disabled={busy}
              onClick={() => onDecide('rejected')}
            >
              {t('admin.kyc.reject')}
            </button>
          </div>
        ) : (
          <span>
            {t(`admin.kyc.statuses.${a.status === 'not_started' ? 'pending_documents' : a.status}`)}
            {a.review_note && <span className="admin-muted"> {a.review_note}</span>}
          </span>
        )}
      </td>
    </tr>
  )
}
