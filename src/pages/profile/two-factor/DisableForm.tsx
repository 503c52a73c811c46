import { useState, type SubmitEvent } from 'react'
import { FormField } from '../../../components/FormField.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { useDisableTwoFactor } from '../../../data/two-factor.ts'
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

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    const typed = code.trim()
    if (typed === '') {
      setError('Enter a code from your authenticator app or a backup code')
      return
    }
    setError(undefined)
    disable.mutate(typed, {
      onSuccess: () => {
        toast.success('Two-factor authentication turned off')
        onDone()
      },
      onError: (err) => {
        setError(err.message)
        setCode('')
      },
    })
  }

  return (
    <form className="two-factor-step form" noValidate onSubmit={submit} aria-label="Turn off 2FA">
      <FormField
        id="two-factor-disable-code"
        label="Code from your app, or a backup code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <div className="two-factor-buttons">
        <button type="submit" className="btn btn-danger" disabled={disable.isPending || offline}>
          {disable.isPending ? 'Turning off…' : 'Turn off'}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={disable.isPending}>
          Cancel
        </button>
      </div>
    </form>
  )
}
