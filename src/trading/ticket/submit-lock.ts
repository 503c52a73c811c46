/**
 * One action at a time, however fast the clicks or Enter presses come: the lock is taken
 * synchronously before anything async starts (React state would only be seen on the next
 * render, after a second click could already have gone through) and released when the action
 * settles, whether it succeeded, failed or threw.
 */
export interface SubmitLock {
  readonly held: boolean
  /** Runs `action` unless one is running; answers undefined when it did not run. */
  run<T>(action: () => Promise<T>): Promise<T> | undefined
}

export function createSubmitLock(): SubmitLock {
  let held = false
  return {
    get held() {
      return held
    },
    run<T>(action: () => Promise<T>): Promise<T> | undefined {
      if (held) return undefined
      held = true
      try {
        return action().finally(() => {
          held = false
        })
      } catch (err) {
        held = false
        throw err
      }
    },
  }
}
