/**
 * Clocks for engine tests that also use IndexedDB (fake-indexeddb needs real timers, so vitest's
 * fake timers are not used there): back-off sleeps run at once but are recorded; the 30 s
 * request timeout stays real (and unref'd) unless asked to fire.
 */
import type { Clock } from '../../../workers/engine/deps.ts'
import { systemClock } from '../../../workers/engine/deps.ts'

export interface TestClock extends Clock {
  /** Delays asked of setTimeout below the request timeout, in order. */
  delays: number[]
  /** Interval callbacks, to run by hand (the 60 s session check). */
  intervals: (() => void)[]
  setNow(ms: number): void
}

export function testClock(opts: { fireTimeouts?: boolean } = {}): TestClock {
  let offset = 0
  const delays: number[] = []
  const intervals: (() => void)[] = []
  return {
    delays,
    intervals,
    setNow: (ms) => {
      offset = ms - Date.now()
    },
    now: () => Date.now() + offset,
    setTimeout(fn, ms) {
      if (ms >= 30_000 && !opts.fireTimeouts) {
        const t = globalThis.setTimeout(fn, ms)
        t.unref()
        return t
      }
      if (ms < 30_000) delays.push(ms)
      return globalThis.setTimeout(fn, 0)
    },
    clearTimeout: (h) => systemClock.clearTimeout(h),
    setInterval(fn) {
      intervals.push(fn)
      return intervals.length
    },
    clearInterval: () => undefined,
  }
}
