import { describe, expect, it } from 'vitest'
import {
  MAX_TOASTS,
  TOAST_DURATIONS,
  makeToast,
  pushToast,
  removeToast,
  type Toast,
} from '../../../src/components/toast/toast-queue.ts'
import { failureMessages } from '../../../src/components/toast/failure-messages.ts'

describe('toast queue', () => {
  it('keeps at most 5, dropping the oldest', () => {
    let q: Toast[] = []
    for (let i = 1; i <= 7; i++) q = pushToast(q, makeToast(i, `t${i}`))
    expect(MAX_TOASTS).toBe(5)
    expect(q.map((t) => t.id)).toEqual([3, 4, 5, 6, 7])
  })

  it('uses the SPEC §9 durations per kind', () => {
    expect(TOAST_DURATIONS).toEqual({
      default: 5000,
      success: 4000,
      error: 8000,
      warning: 6000,
      info: 5000,
    })
    expect(makeToast(1, 'x').duration).toBe(5000)
    expect(makeToast(1, 'x', { kind: 'success' }).duration).toBe(4000)
    expect(makeToast(1, 'x', { kind: 'error' }).duration).toBe(8000)
    expect(makeToast(1, 'x', { kind: 'warning' }).duration).toBe(6000)
    expect(makeToast(1, 'x', { kind: 'info', duration: 1234 }).duration).toBe(1234)
  })

  it('removes by id', () => {
    const q = [makeToast(1, 'a'), makeToast(2, 'b')]
    expect(removeToast(q, 1).map((t) => t.message)).toEqual(['b'])
  })
})

describe('failure messages', () => {
  it('gives one message per field on a 422', () => {
    expect(
      failureMessages({
        status: 422,
        message: 'Validation failed',
        fields: [
          { loc: ['body', 'email'], msg: 'value is not a valid email' },
          { loc: ['body', 'password'], msg: 'too short' },
        ],
      }),
    ).toEqual(['email: value is not a valid email', 'password: too short'])
  })

  it('keeps nested locations and single-part ones', () => {
    expect(
      failureMessages({
        status: 422,
        message: 'x',
        fields: [
          { loc: ['query', 'items', 0], msg: 'bad' },
          { loc: ['limit'], msg: 'too big' },
        ],
      }),
    ).toEqual(['items.0: bad', 'limit: too big'])
  })

  it('gives the failure message otherwise', () => {
    expect(
      failureMessages({ status: 500, message: 'Server error. Please try again later.' }),
    ).toEqual(['Server error. Please try again later.'])
    expect(failureMessages({ status: 422, message: 'Unprocessable', fields: [] })).toEqual([
      'Unprocessable',
    ])
  })
})
