import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/FormField.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { useDisableTwoFactor } from '../../../data/two-factor.ts'
import { useLocalizeMessage } from '../../../i18n/known-messages.ts'
import '../../../styles/dialog.css'

interface Props {
  onDone: () => void
  onCancel: () => void
  offline: boolean
}

/** Turning 2FA off takes a current code from the app, or an unused backup code. */
export function DisableForm({ onDone, onCancel, offline }: Props) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const disable = useDisableTwoFactor()
  const { t } = useTranslation()
  const localize = useLocalizeMessage()

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    const typed = code.trim()
    if (typed === '') {
      setError(t('profile.twoFactor.disableMissing'))
      return
    }
    setError(undefined)
    disable.mutate(typed, {
      onSuccess: () => {
        toast.success(t('profile.twoFactor.turnedOff'))
        onDone()
      },
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
      aria-label={t('profile.twoFactor.disableForm')}
    >
      <FormField
        id="two-factor-disable-code"
        label={t('profile.twoFactor.disableCode')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error && localize(error)}
      />
      <div className="two-factor-buttons">
        <button type="submit" className="btn btn-danger" disabled={disable.isPending || offline}>
          {t(disable.isPending ? 'profile.twoFactor.turningOff' : 'profile.twoFactor.turnOff')}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={disable.isPending}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
