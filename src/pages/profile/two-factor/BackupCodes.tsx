import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../components/toast/toast.ts'
import { BACKUP_FILE_NAME, backupCodesText } from './backup-file.ts'

interface Props {
  codes: readonly string[]
  account: string
  onDone: () => void
}

/** The 10 backup codes, shown this once, with Copy and Download; gone after "I have saved them". */
export function BackupCodes({ codes, account, onDone }: Props) {
  const { t } = useTranslation()
  const text = () =>
    backupCodesText(codes, {
      title: t('profile.twoFactor.fileTitle', { account }),
      note: t('profile.twoFactor.fileNote'),
    })
  const [downloadUrl] = useState(() =>
    URL.createObjectURL(new Blob([text()], { type: 'text/plain' })),
  )

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text())
      toast.success(t('profile.twoFactor.copied'))
    } catch {
      toast.error(t('profile.twoFactor.copyFailed'))
    }
  }

  const done = () => {
    URL.revokeObjectURL(downloadUrl)
    onDone()
  }

  return (
    <div className="two-factor-step" aria-labelledby="backup-codes-title">
      <h3 id="backup-codes-title">{t('profile.twoFactor.codesTitle')}</h3>
      <p>{t('profile.twoFactor.codesBody')}</p>
      <ol className="backup-codes" data-testid="backup-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-buttons">
        <button type="button" className="btn" onClick={() => void copy()}>
          {t('profile.twoFactor.copy')}
        </button>
        <a className="btn" href={downloadUrl} download={BACKUP_FILE_NAME}>
          {t('profile.twoFactor.download')}
        </a>
        <button type="button" className="btn btn-primary" onClick={done}>
          {t('profile.twoFactor.saved')}
        </button>
      </div>
    </div>
  )
}
