import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ADMIN_KYC_PAGE_SIZE, type KycDocument } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { toast } from '../../components/toast/toast.ts'
import {
  useKycDocument,
  useKycQueue,
  useReviewKyc,
  type KycDocumentFile,
  type ReviewQueueStatus,
} from '../../data/kyc.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { KycReviewDialog, type PendingDecision } from './KycReviewDialog.tsx'
import { KycRow } from './KycRow.tsx'
import { Pager } from './Pager.tsx'
import { QueryState } from './QueryState.tsx'

const STATUSES: readonly ReviewQueueStatus[] = [
  'submitted',
  'rejected',
  'approved',
  'pending_documents',
]

/** Hands the downloaded file to the browser as a download (never shown inside the app). */
function saveFile(file: KycDocumentFile): void {
  const url = URL.createObjectURL(new Blob([file.bytes], { type: file.mimetype }))
  const a = document.createElement('a')
  a.href = url
  a.download = file.filename
  a.rel = 'noopener'
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** KYC review: the queue by status, each application's files, approve or reject (confirmed). */
export function KycTab({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation()
  const localize = useLocalizeMessage()
  const [status, setStatus] = useState<ReviewQueueStatus>('submitted')
  const [page, setPage] = useState(1)
  const [pending, setPending] = useState<PendingDecision | null>(null)
  const queue = useKycQueue(status, page)
  const review = useReviewKyc()
  const download = useKycDocument()
  const regions = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' })
    } catch {
      return undefined
    }
  }, [i18n.language])
  const fail = (err: Error) => toast.error(localize(err.message))

  const open = (id: string, doc: KycDocument) =>
    download.mutate({ id, docId: doc.id }, { onSuccess: saveFile, onError: fail })

  const decide = (note: string) => {
    if (!pending) return
    const { application: a, decision } = pending
    setPending(null)
    review.mutate(
      { id: a.id, review: note ? { decision, note } : { decision } },
      {
        onSuccess: () => toast.success(t(`admin.kyc.${decision}`, { email: a.email })),
        onError: fail,
      },
    )
  }

  const total = queue.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / ADMIN_KYC_PAGE_SIZE))
  return (
    <div className="admin-kyc">
      <div className="admin-toolbar">
        <label className="field">
          <span>{t('admin.kyc.status')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(STATUSES.find((s) => s === e.target.value) ?? 'submitted')
              setPage(1)
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.kyc.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={queue} label={t('admin.kyc.what')}>
        {queue.data?.items.length === 0 ? (
          <p className="empty">{t('admin.kyc.none')}</p>
        ) : (
          <TableScroll label={t('admin.kyc.table')}>
            <table className="data-table admin-table" data-testid="admin-kyc">
              <thead>
                <tr>
                  <th scope="col">{t('admin.kyc.user')}</th>
                  <th scope="col">{t('admin.kyc.legalName')}</th>
                  <th scope="col">{t('admin.kyc.born')}</th>
                  <th scope="col">{t('admin.kyc.country')}</th>
                  <th scope="col">{t('admin.kyc.document')}</th>
                  <th scope="col">{t('admin.kyc.submitted')}</th>
                  <th scope="col">{t('admin.kyc.documents')}</th>
                  <th scope="col">{t('admin.kyc.decision')}</th>
                </tr>
              </thead>
              <tbody>
                {queue.data?.items.map((a) => (
                  <KycRow
                    key={a.id}
                    application={a}
                    busy={!online || review.isPending}
                    countryName={(code) => regions?.of(code) ?? code}
                    onOpen={(doc) => open(a.id, doc)}
                    onDecide={(decision) => setPending({ application: a, decision })}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <Pager
          label={t('admin.kyc.pages')}
          page={page}
          pages={pages}
          status={t('admin.kyc.pageOf', { page, pages, total })}
          onPage={setPage}
        />
      </QueryState>
      <KycReviewDialog
        pending={pending}
        busy={review.isPending}
        onCancel={() => setPending(null)}
        onConfirm={decide}
      />
    </div>
  )
}
