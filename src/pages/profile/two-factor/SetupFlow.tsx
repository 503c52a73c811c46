import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { TwoFactorSetup } from '../../../../protocol/index.ts'
import { TWO_FACTOR_MSG } from '../../../../protocol/index.ts'
import { FormField } from '../../../components/FormField.tsx'
import { useConfirmTwoFactor } from '../../../data/two-factor.ts'
import { useLocalizeMessage } from '../../../i18n/known-messages.ts'
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
  const { t } = useTranslation()
  const localize = useLocalizeMessage()

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
    <form
      className="two-factor-step form"
      noValidate
      onSubmit={submit}
      aria-label={t('profile.twoFactor.setupForm')}
    >
      <h3>{t('profile.twoFactor.setupTitle')}</h3>
      <ol className="two-factor-steps">
        <li>{t('profile.twoFactor.scan')}</li>
        <li>
          {t('profile.twoFactor.typeKey')}{' '}
          <code className="two-factor-secret" data-testid="two-factor-secret">
            {setup.secret}
          </code>
        </li>
        <li>{t('profile.twoFactor.enterCode')}</li>
      </ol>
      <TotpQr uri={setup.otpauth_uri} />
      <FormField
        id="two-factor-confirm-code"
        label={t('profile.twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(digitsOnly(e.target.value))}
        error={error && localize(error)}
      />
      <div className="two-factor-buttons">
        <button type="submit" className="btn btn-primary" disabled={confirm.isPending || offline}>
          {confirm.isPending ? t('common.verifying') : t('profile.twoFactor.verifyOn')}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={confirm.isPending}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
