/** The six code boxes and the backup-code field of the two-factor screen, as pure rules. */
import { BACKUP_CODE_MIN, TOTP_DIGITS, TWO_FACTOR_MSG } from '../../../protocol/index.ts'

export const CODE_LENGTH = TOTP_DIGITS
export const emptyDigits = (): string[] => Array.from({ length: CODE_LENGTH }, () => '')

/** The six digits of pasted text (spaces and dashes ignored), or null when it is not a code. */
export function pastedCode(text: string): string[] | null {
  const compact = text.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(compact) ? [...compact] : null
}

export interface BoxChange {
  digits: string[]
  /** The box to focus next. */
  focus: number
}

/**
 * A box received `value`: the last digit typed replaces the box's digit and focus moves on;
 * anything that is not a digit leaves the box as it was.
 */
export function typeIntoBox(digits: readonly string[], index: number, value: string): BoxChange {
  const digit = [...value].reverse().find((c) => c >= '0' && c <= '9')
  if (digit === undefined) {
    const next = [...digits]
    if (value === '') next[index] = ''
    return { digits: next, focus: index }
  }
  const next = [...digits]
  next[index] = digit
  return { digits: next, focus: Math.min(index + 1, CODE_LENGTH - 1) }
}

/** Backspace: clears the box, or on an empty box moves back and clears the one before. */
export function backspaceInBox(digits: readonly string[], index: number): BoxChange {
  const next = [...digits]
  if (next[index] !== '') {
    next[index] = ''
    return { digits: next, focus: index }
  }
  const back = Math.max(index - 1, 0)
  next[back] = ''
  return { digits: next, focus: back }
}

export const isComplete = (digits: readonly string[]): boolean =>
  digits.length === CODE_LENGTH && digits.every((d) => /^\d$/.test(d))

/** SPEC §5's message when the code is incomplete, else null. */
export const codeProblem = (digits: readonly string[]): string | null =>
  isComplete(digits) ? null : TWO_FACTOR_MSG.enterAllDigits

/** SPEC §5's message when a backup code is too short (dashes and spaces not counted). */
export const backupCodeProblem = (code: string): string | null =>
  code.replace(/[\s-]/g, '').length >= BACKUP_CODE_MIN ? null : TWO_FACTOR_MSG.invalidBackupCode

/** Shown upper-case, as printed on the saved list. */
export const backupCodeInput = (typed: string): string => typed.toUpperCase().slice(0, 32)
