import { useState, type SubmitEvent } from 'react'
import type { TwoFactorSetup } from '../../../../protocol/index.ts'
import { TWO_FACTOR_MSG } from '../../../../protocol/index.ts'
import { FormField } from '../../../components/FormField.tsx'
import { useConfirmTwoFactor } from '../../../data/two-factor.ts'
import { TotpQr } from './TotpQr.tsx'

interface Props {
  setup: TwoFactorSetup
  onEnabled: (backupCodes: string[]) => void
  onCancel: () => void
  offline: boolean
}

const digitsOnly = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6)

/** Scan (or type) the secret, then confirm with the app's current code. */
export function SetupFlow({ setup, onEnabled, onCancel, offline }: Props) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const confirm = useConfirmTwoFactor()

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (code.length !== 6) {
      setError(TWO_FACTOR_MSG.enterAllDigits)
      return
    }
    setError(undefined)
    confirm.mutate(code, {
      onSuccess: (on) => onEnabled(on.backup_codes),
      onError: (err) => {
        setError(err.message)
        setCode('')
      },
    })
  }

  return (
    <form className="two-factor-step form" noValidate onSubmit={submit} aria-label="Set up 2FA">
      <h3>Set up two-factor authentication</h3>
      <ol className="two-factor-steps">
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).
        </li>
        <li>
          Or type this key into the app by hand:{' '}
          <code className="two-factor-secret" data-testid="two-factor-secret">
            {setup.secret}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <TotpQr uri={setup.otpauth_uri} />
      <FormField
        id="two-factor-confirm-code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(digitsOnly(e.target.value))}
        error={error}
      />
      <div className="two-factor-buttons">
        <button type="submit" className="btn btn-primary" disabled={confirm.isPending || offline}>
          {confirm.isPending ? 'Verifying…' : 'Verify and turn on'}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={confirm.isPending}>
          Cancel
        </button>
      </div>
    </form>
  )
}
