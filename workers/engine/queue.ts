/**
 * A tiny sequential queue: writes of one domain that touch both Dexie and the server run one
 * at a time, so an optimistic write and a server confirmation can never interleave.
 */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const next = tail.then(task)
      // A failed task must not block the ones queued after it.
      tail = next.catch(() => undefined)
      return next
    },
  }
}
