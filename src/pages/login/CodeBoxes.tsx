import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { backspaceInBox, CODE_LENGTH, pastedCode, typeIntoBox } from './code-entry.ts'

interface Props {
  digits: string[]
  onChange: (digits: string[]) => void
  /** Six digits pasted (or filled by the browser's one-time-code autofill): submit at once. */
  onFilled: (digits: string[]) => void
  /** Enter in a box. */
  onSubmit: () => void
  /** Bumped to move focus back to the first box (after a wrong code). */
  focusToken: number
  disabled: boolean
  invalid: boolean
  describedBy?: string | undefined
}

/** SPEC §2: six single-digit boxes; auto-advance, Backspace moves back, a paste fills them all. */
export function CodeBoxes(props: Props) {
  const { digits, onChange, onFilled, onSubmit, focusToken, disabled, invalid, describedBy } = props
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const { t } = useTranslation()
  const focus = (i: number) => boxes.current[i]?.focus()

  useEffect(() => {
    boxes.current[0]?.focus()
  }, [focusToken])

  const change = (i: number, value: string) => {
    const whole = pastedCode(value)
    if (whole) {
      onChange(whole)
      focus(CODE_LENGTH - 1)
      onFilled(whole)
      return
    }
    const next = typeIntoBox(digits, i, value)
    onChange(next.digits)
    focus(next.focus)
  }

  const keyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault()
      const next = backspaceInBox(digits, i)
      onChange(next.digits)
      focus(next.focus)
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault()
      focus(i - 1)
    } else if (e.key === 'ArrowRight' && i < CODE_LENGTH - 1) {
      e.preventDefault()
      focus(i + 1)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      onSubmit()
    }
  }

  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const whole = pastedCode(e.clipboardData.getData('text'))
    e.preventDefault()
    if (!whole) return
    onChange(whole)
    focus(CODE_LENGTH - 1)
    onFilled(whole)
  }

  return (
    <div className="code-boxes" role="group" aria-label={t('auth.twoFactor.boxes')}>
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el
          }}
          className="code-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('auth.twoFactor.digit', { n: i + 1, total: CODE_LENGTH })}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          value={d}
          disabled={disabled}
          onChange={(e) => change(i, e.target.value)}
          onKeyDown={(e) => keyDown(i, e)}
          onPaste={paste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  )
}
