import { useState } from 'react'
import { toast } from '../../../components/toast/toast.ts'
import { BACKUP_FILE_NAME, backupCodesText } from './backup-file.ts'

interface Props {
  codes: readonly string[]
  account: string
  onDone: () => void
}

/** The 10 backup codes, shown this once, with Copy and Download; gone after "I have saved them". */
export function BackupCodes({ codes, account, onDone }: Props) {
  const [downloadUrl] = useState(() =>
    URL.createObjectURL(new Blob([backupCodesText(codes, account)], { type: 'text/plain' })),
  )

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(backupCodesText(codes, account))
      toast.success('Backup codes copied')
    } catch {
      toast.error('Could not copy. Download the codes instead.')
    }
  }

  const done = () => {
    URL.revokeObjectURL(downloadUrl)
    onDone()
  }

  return (
    <div className="two-factor-step" aria-labelledby="backup-codes-title">
      <h3 id="backup-codes-title">Save your backup codes</h3>
      <p>
        Two-factor authentication is on. If you lose your device, each of these codes signs you in
        once. They are shown only now: keep them somewhere safe.
      </p>
      <ol className="backup-codes" data-testid="backup-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-buttons">
        <button type="button" className="btn" onClick={() => void copy()}>
          Copy
        </button>
        <a className="btn" href={downloadUrl} download={BACKUP_FILE_NAME}>
          Download (.txt)
        </a>
        <button type="button" className="btn btn-primary" onClick={done}>
          I have saved them
        </button>
      </div>
    </div>
  )
}
