import { describe, expect, it } from 'vitest'
import { validateLogin, validateRegister } from '../../../src/lib/validation.ts'

const reg = {
  email: 'a@b.co',
  username: 'trader_1',
  fullName: '',
  password: 'longenough',
  confirmPassword: 'longenough',
}

describe('login validation', () => {
  it('requires email and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })

  it('checks the email shape', () => {
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    })
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({})
  })
})

describe('register validation', () => {
  it('accepts a good form', () => {
    expect(validateRegister(reg)).toEqual({})
  })

  it('wants matching passwords of at least 8 characters', () => {
    expect(validateRegister({ ...reg, confirmPassword: 'different' }).confirmPassword).toBe(
      'Passwords do not match',
    )
    expect(validateRegister({ ...reg, password: 'short', confirmPassword: 'short' }).password).toBe(
      'Password must be at least 8 characters',
    )
  })

  it('checks the username like the server does', () => {
    expect(validateRegister({ ...reg, username: 'ab' }).username).toBeDefined()
    expect(validateRegister({ ...reg, username: 'bad name' }).username).toBe(
      'Only letters, digits, dot, dash and underscore',
    )
  })
})
