/**
 * A clock for benchmarks: real time (performance.now), but timers fire only when the bench
 * loop calls runDue(), the way the event loop would run them between socket messages.
 */
import type { Clock } from '../../workers/engine/deps.ts'

interface Timer {
  due: number
  fn: () => void
  every: number | null
}

export interface BenchClock extends Clock {
  runDue(): void
}

export function benchClock(): BenchClock {
  const timers = new Map<number, Timer>()
  let nextId = 1
  const now = () => performance.now()
  const add = (fn: () => void, ms: number, every: number | null) => {
    const id = nextId++
    timers.set(id, { due: now() + ms, fn, every })
    return id
  }
  return {
    now,
    setTimeout: (fn, ms) => add(fn, ms, null),
    setInterval: (fn, ms) => add(fn, ms, ms),
    clearTimeout: (id) => void timers.delete(id as number),
    clearInterval: (id) => void timers.delete(id as number),
    runDue() {
      const t = now()
      for (const [id, timer] of [...timers]) {
        if (timer.due > t) continue
        if (timer.every === null) timers.delete(id)
        else timer.due = t + timer.every
        timer.fn()
      }
    },
  }
}
