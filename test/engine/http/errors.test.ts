import { describe, expect, it } from 'vitest'
import { failureFromResponse, networkFailure } from '../../../workers/engine/http/errors.ts'
import { loginFailure, registerFailure } from '../../../workers/engine/auth/messages.ts'

describe('SPEC §8 API messages', () => {
  it.each([
    [400, { detail: 'Symbol unknown' }, 'Bad Request: Symbol unknown'],
    [403, { detail: 'x' }, 'Access denied. You do not have permission to perform this action.'],
    [404, { detail: 'x' }, 'Resource not found.'],
    [429, { detail: 'x' }, 'Too many requests. Please try again later.'],
    [500, { detail: 'boom' }, 'Server error. Please try again later.'],
    [503, null, 'Server error. Please try again later.'],
    [409, { detail: 'Name taken' }, 'Name taken'],
    [409, null, 'An error occurred'],
    [400, null, 'Invalid request. Please check your input.'],
  ])('%i → %s', (status, body, message) => {
    expect(failureFromResponse(status, body)).toEqual({ status, message })
  })

  it('uses the domain fallback when the server says nothing better', () => {
    expect(failureFromResponse(409, 'x', 'Failed to fetch portfolios').message).toBe(
      'Failed to fetch portfolios',
    )
  })

  it('422 gives one field error per item and the first as the message', () => {
    const body = {
      detail: [
        { loc: ['body', 'email'], msg: 'Invalid email', type: 'value_error' },
        { loc: ['body', 'password'], msg: 'Too short', type: 'value_error' },
      ],
    }
    expect(failureFromResponse(422, body)).toEqual({
      status: 422,
      message: 'email: Invalid email',
      fields: [
        { loc: ['body', 'email'], msg: 'Invalid email' },
        { loc: ['body', 'password'], msg: 'Too short' },
      ],
    })
  })

  it('no response: the network message with a null status', () => {
    expect(networkFailure()).toEqual({
      status: null,
      message: 'Network error. Please check your connection.',
    })
  })
})

describe('auth messages', () => {
  const res = (status: number, body: unknown) => ({ kind: 'response' as const, status, body })

  it('login: 401 is "Invalid email or password", else detail, else the long fallback', () => {
    expect(loginFailure(res(401, { detail: 'Bad credentials' })).message).toBe(
      'Invalid email or password',
    )
    expect(loginFailure(res(423, { detail: 'Account locked' })).message).toBe('Account locked')
    expect(loginFailure(res(500, null)).message).toBe(
      'Login failed. Please check your credentials and try again.',
    )
    expect(
      loginFailure({ kind: 'network', message: 'Network error. Please check your connection.' })
        .status,
    ).toBeNull()
  })

  it('login: a 403 with a 2FA flag is recognisable', () => {
    expect(loginFailure(res(403, { detail: '2FA required', two_factor_required: true }))).toEqual({
      status: 403,
      message: '2FA required',
      twoFactorRequired: true,
    })
    expect(loginFailure(res(403, { detail: 'Account disabled' })).twoFactorRequired).toBeUndefined()
  })

  it('registration: "Registration failed" unless the server gives a detail', () => {
    expect(registerFailure(res(400, null)).message).toBe('Registration failed')
    expect(registerFailure(res(409, { detail: 'Email already registered' })).message).toBe(
      'Email already registered',
    )
  })
})
