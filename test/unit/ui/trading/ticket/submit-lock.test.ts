import { describe, expect, it } from 'vitest'
import { createSubmitLock } from '../../../../../src/trading/ticket/submit-lock.ts'

const deferred = () => {
  let resolve!: () => void
  let reject!: (e: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createSubmitLock', () => {
  it('runs one action however many submissions arrive in the same tick', async () => {
    const lock = createSubmitLock(0)
    const answer = deferred()
    let sent = 0
    const send = () => {
      sent += 1
      return answer.promise
    }
    const first = lock.run(send)
    expect(lock.run(send)).toBeUndefined()
    expect(lock.run(send)).toBeUndefined()
    expect(sent).toBe(1)
    expect(lock.held).toBe(true)
    answer.resolve()
    await first
    expect(lock.held).toBe(false)
    const again = deferred()
    again.resolve()
    await lock.run(() => again.promise)
    expect(lock.held).toBe(false)
  })

  it('releases after a failure, rejected or thrown', async () => {
    const lock = createSubmitLock(0)
    await expect(lock.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(lock.held).toBe(false)
    expect(() =>
      lock.run(() => {
        throw new Error('sync')
      }),
    ).toThrow('sync')
    expect(lock.held).toBe(false)
  })

  it('keeps refusing for a quiet time after the answer, so a double Enter is one order', async () => {
    const timers: (() => void)[] = []
    const lock = createSubmitLock(400, (fn) => void timers.push(fn))
    let sent = 0
    await lock.run(() => {
      sent += 1
      return Promise.resolve()
    })
    expect(lock.held).toBe(true)
    expect(lock.run(() => Promise.resolve())).toBeUndefined()
    timers.forEach((fn) => fn())
    expect(lock.held).toBe(false)
    expect(sent).toBe(1)
  })
})
