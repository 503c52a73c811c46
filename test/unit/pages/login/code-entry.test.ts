import { describe, expect, it } from 'vitest'
import {
  backspaceInBox,
  backupCodeInput,
  backupCodeProblem,
  codeProblem,
  emptyDigits,
  isComplete,
  pastedCode,
  typeIntoBox,
} from '../../../../src/pages/login/code-entry.ts'

describe('the six code boxes', () => {
  it('takes a pasted 6-digit code, with spaces or a dash, and nothing else', () => {
    expect(pastedCode('123456')).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(pastedCode(' 123 456\n')).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(pastedCode('123-456')).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(pastedCode('12345')).toBeNull()
    expect(pastedCode('1234567')).toBeNull()
    expect(pastedCode('12a456')).toBeNull()
  })

  it('moves on after a digit, keeps the last digit typed, and ignores other keys', () => {
    const first = typeIntoBox(emptyDigits(), 0, '7')
    expect(first).toEqual({ digits: ['7', '', '', '', '', ''], focus: 1 })
    expect(typeIntoBox(first.digits, 0, '78').digits[0]).toBe('8')
    expect(typeIntoBox(first.digits, 1, 'x')).toEqual({ digits: first.digits, focus: 1 })
    expect(typeIntoBox(['1', '2', '3', '4', '5', ''], 5, '6').focus).toBe(5)
  })

  it('clears a filled box on Backspace, and moves back from an empty one', () => {
    const digits = ['1', '2', '', '', '', '']
    expect(backspaceInBox(digits, 1)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 })
    expect(backspaceInBox(digits, 2)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 })
    expect(backspaceInBox(emptyDigits(), 0).focus).toBe(0)
  })

  it('asks for all 6 digits until every box has one', () => {
    expect(isComplete(['1', '2', '3', '4', '5', ''])).toBe(false)
    expect(codeProblem(['1', '2', '3', '4', '5', ''])).toBe('Please enter all 6 digits')
    expect(codeProblem(['1', '2', '3', '4', '5', '6'])).toBeNull()
  })
})

describe('the backup code field', () => {
  it('needs at least 8 characters besides dashes, shown upper-case', () => {
    expect(backupCodeProblem('abcd-efg')).toBe('Please enter a valid backup code')
    expect(backupCodeProblem('abcd-efgh')).toBeNull()
    expect(backupCodeInput('abcd-efgh-jkmn')).toBe('ABCD-EFGH-JKMN')
  })
})
