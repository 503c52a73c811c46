import type { LockRequester } from '../../../../src/bridge/leader/channel.ts'

/** Web Locks in one process: exclusive, granted in request order, released when the callback settles. */
export function fakeLocks(): LockRequester {
  const held = new Set<string>()
  const queues = new Map<string, (() => void)[]>()

  function grantNext(name: string): void {
    const next = queues.get(name)?.shift()
    if (next) next()
    else held.delete(name)
  }

  return {
    request(name, callback) {
      return new Promise<void>((resolve, reject) => {
        const run = () => {
          held.add(name)
          callback().then(
            () => {
              resolve()
              grantNext(name)
            },
            (err: unknown) => {
              reject(err instanceof Error ? err : new Error(String(err)))
              grantNext(name)
            },
          )
        }
        if (held.has(name)) queues.set(name, [...(queues.get(name) ?? []), run])
        else run()
      })
    },
  }
}
