import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  KYC_NOTE_MAX,
  type AdminKycApplication,
  type KycDecision,
} from '../../../protocol/index.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'

export interface PendingDecision {
  application: AdminKycApplication
  decision: KycDecision
}

interface Props {
  pending: PendingDecision | null
  busy: boolean
  onCancel: () => void
  onConfirm: (note: string) => void
}

/** Confirms a decision; a rejection must say why (the user reads it), an approval may. */
export function KycReviewDialog({ pending, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation()
  const [note, setNote] = useState('')
  const rejecting = pending?.decision === 'rejected'
  const email = pending?.application.email ?? ''
  const close = (run: () => void) => {
    run()
    setNote('')
  }
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t(rejecting ? 'admin.kyc.rejectTitle' : 'admin.kyc.approveTitle', { email })}
      confirmLabel={t(rejecting ? 'admin.kyc.reject' : 'admin.kyc.approve')}
      tone={rejecting ? 'danger' : 'primary'}
      busy={busy || (rejecting && note.trim() === '')}
      onCancel={() => close(onCancel)}
      onConfirm={() => close(() => onConfirm(note.trim()))}
    >
      <p>{t(rejecting ? 'admin.kyc.rejectBody' : 'admin.kyc.approveBody')}</p>
      <label className="field">
        <span>{t('admin.kyc.note')}</span>
        <textarea
          className="admin-note"
          value={note}
          rows={3}
          maxLength={KYC_NOTE_MAX}
          required={rejecting}
          aria-describedby="admin-kyc-note-hint"
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <p id="admin-kyc-note-hint" className="admin-muted">
        {t(rejecting ? 'admin.kyc.noteRequired' : 'admin.kyc.noteOptional')}
      </p>
    </ConfirmDialog>
  )
}
