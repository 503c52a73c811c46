/**
 * One action at a time, however fast the clicks or Enter presses come: the lock is taken
 * synchronously before anything async starts (React state would only be seen on the next
 * render, after a second click could already have gone through) and released when the action
 * settles, whether it succeeded, failed or threw, plus a short quiet time: a local server can
 * answer between the two presses of a double Enter, and the second press is still the same
 * intent, not a new order.
 */
export const REPEAT_QUIET_MS = 400

export interface SubmitLock {
  readonly held: boolean
  /** Runs `action` unless one is running; answers undefined when it did not run. */
  run<T>(action: () => Promise<T>): Promise<T> | undefined
}

export function createSubmitLock(
  quietMs = REPEAT_QUIET_MS,
  later: (fn: () => void, ms: number) => void = (fn, ms) => void setTimeout(fn, ms),
): SubmitLock {
  let held = false
  const release = () => {
    if (quietMs <= 0) held = false
    else later(() => (held = false), quietMs)
  }
  return {
    get held() {
      return held
    },
    run<T>(action: () => Promise<T>): Promise<T> | undefined {
      if (held) return undefined
      held = true
      try {
        return action().finally(release)
      } catch (err) {
        held = false
        throw err
      }
    },
  }
}
