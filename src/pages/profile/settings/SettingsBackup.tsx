import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Settings } from '../../../../protocol/index.ts'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { exportSettings, importSettings, resetSettings } from '../../../data/settings.ts'
import { useLocalizeMessage } from '../../../i18n/known-messages.ts'

export const EXPORT_FILE_NAME = 'tradedesk-settings.json'

function download(settings: Settings): void {
  const blob = new Blob([JSON.stringify(settings, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = EXPORT_FILE_NAME
  a.click()
  // The click has started the download; the URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Export to a file, import one (SPEC §5 rules, checked by the engine and server), reset. */
export function SettingsBackup({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const fileRef = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)

  const run = async (task: () => Promise<string | null>) => {
    setBusy(true)
    setError(null)
    try {
      const failure = await task()
      if (failure !== null) setError(failure)
    } finally {
      setBusy(false)
    }
  }

  const onExport = () =>
    run(async () => {
      const res = await exportSettings()
      if (!res.ok) return res.error.message
      download(res.value)
      toast.success(t('profile.backup.exported'))
      return null
    })

  const onFile = (file: File | undefined) => {
    if (!file) return
    void run(async () => {
      const res = await importSettings(await file.text())
      if (!res.ok) return res.error.message
      toast.success(t('profile.backup.imported'))
      return null
    })
  }

  const onReset = () =>
    run(async () => {
      const res = await resetSettings()
      setConfirming(false)
      if (!res.ok) return res.error.message
      toast.success(t('profile.backup.resetDone'))
      return null
    })

  const disabled = readOnly || busy
  return (
    <div className="settings-backup">
      <p className="settings-note">{t('profile.backup.summary')}</p>
      <div className="settings-actions">
        <button type="button" className="btn" disabled={disabled} onClick={() => void onExport()}>
          {t('profile.backup.export')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={disabled}
          onClick={() => fileRef.current?.click()}
        >
          {t('profile.backup.import')}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="settings-import-file"
          onChange={(e) => {
            onFile(e.target.files?.[0])
            e.target.value = ''
          }}
        />
        <button
          type="button"
          className="btn btn-danger"
          disabled={disabled}
          onClick={() => setConfirming(true)}
        >
          {t('profile.backup.reset')}
        </button>
      </div>
      {error && (
        <p className="alert alert-error" role="alert" data-testid="settings-backup-error">
          {localize(error)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('profile.backup.resetTitle')}
        confirmLabel={t('profile.backup.resetConfirm')}
        cancelLabel={t('profile.backup.cancel')}
        tone="danger"
        busy={busy}
        onConfirm={() => void onReset()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('profile.backup.resetBody')}</p>
      </ConfirmDialog>
    </div>
  )
}
