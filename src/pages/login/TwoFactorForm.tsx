import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../../protocol/index.ts'
import { TWO_FACTOR_MSG } from '../../../protocol/index.ts'
import { getBridge } from '../../bridge/connection.ts'
import { toast } from '../../components/toast/toast.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { CodeBoxes } from './CodeBoxes.tsx'
import {
  backupCodeInput,
  backupCodeProblem,
  codeProblem,
  emptyDigits,
  isComplete,
} from './code-entry.ts'
import './two-factor.css'

/** SPEC §8: the toast of a wrong code (the page itself shows "Invalid 2FA code…"). */
const WRONG_CODE_TOAST = 'Invalid code. Please try again.'
/** The server's answer when the login itself is void: expired or out of tries. */
const LOGIN_VOID = 401

interface Props {
  onSuccess: (user: User) => void
  /** Back to the login form (Cancel, or a login that can no longer be completed). */
  onCancel: () => void
}

/** SPEC §2's two-factor screen: six boxes, or a backup code; Cancel; a help line. */
export function TwoFactorForm({ onSuccess, onCancel }: Props) {
  const [backup, setBackup] = useState(false)
  const [digits, setDigits] = useState(emptyDigits)
  const [backupCode, setBackupCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [focusToken, setFocusToken] = useState(0)
  const backupField = useRef<HTMLInputElement>(null)
  const { t } = useTranslation()
  const localize = useLocalizeMessage()

  // The backup field takes focus when it appears and again after a wrong code.
  useEffect(() => {
    if (backup) backupField.current?.focus()
  }, [backup, focusToken])

  const verify = async (code: string, isBackup: boolean) => {
    setPending(true)
    setError(null)
    const result = await getBridge().verifyLogin(code, isBackup)
    setPending(false)
    if (result.ok) {
      toast.success(t('auth.twoFactor.success'))
      onSuccess(result.value)
      return
    }
    if (result.error.status === LOGIN_VOID) {
      toast.error(result.error.message)
      onCancel()
      return
    }
    if (result.error.status === 400) {
      // The boxes are cleared before the toast is shown, never after it.
      setError(TWO_FACTOR_MSG.invalidCode)
      setDigits(emptyDigits())
      setBackupCode('')
      setFocusToken((n) => n + 1)
      toast.error(WRONG_CODE_TOAST)
      return
    }
    setError(result.error.message)
    toast.error(result.error.message)
  }

  const submitDigits = (entered: string[]) => {
    const problem = codeProblem(entered)
    if (problem) {
      setError(problem)
      return
    }
    void verify(entered.join(''), false)
  }

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (pending) return
    if (!backup) return submitDigits(digits)
    const problem = backupCodeProblem(backupCode)
    if (problem) {
      setError(problem)
      return
    }
    void verify(backupCode.trim(), true)
  }

  const switchMode = () => {
    setBackup((b) => !b)
    setError(null)
    setDigits(emptyDigits())
    setBackupCode('')
    setFocusToken((n) => n + 1)
  }

  const errorId = 'two-factor-error'
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="two-factor-title">
      <h1 id="two-factor-title" className="auth-title">
        {t('auth.twoFactor.title')}
      </h1>
      <p className="auth-subtitle">
        {t(backup ? 'auth.twoFactor.enterBackup' : 'auth.twoFactor.enterCode')}
      </p>
      {backup ? (
        <div className={error ? 'field has-error' : 'field'}>
          <label htmlFor="backup-code">{t('auth.twoFactor.backupLabel')}</label>
          <div className="input-wrap">
            <input
              id="backup-code"
              ref={backupField}
              className="backup-code-input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX"
              value={backupCode}
              disabled={pending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} backup-code-note` : 'backup-code-note'}
              onChange={(e) => setBackupCode(backupCodeInput(e.target.value))}
            />
          </div>
          <p id="backup-code-note" className="field-hint">
            {t('auth.twoFactor.backupNote')}
          </p>
        </div>
      ) : (
        <CodeBoxes
          digits={digits}
          onChange={(next) => {
            setDigits(next)
            setError(null)
          }}
          onFilled={submitDigits}
          onSubmit={() => submitDigits(digits)}
          focusToken={focusToken}
          disabled={pending}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
        />
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {localize(error)}
        </p>
      )}
      <div className="two-factor-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={pending || (!backup && !isComplete(digits))}
        >
          {pending ? t('common.verifying') : t('auth.twoFactor.verify')}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </button>
      </div>
      <button type="button" className="link-button" onClick={switchMode} disabled={pending}>
        {t(backup ? 'auth.twoFactor.useApp' : 'auth.twoFactor.useBackup')}
      </button>
      <p className="two-factor-help">{t('auth.twoFactor.help')}</p>
    </form>
  )
}
