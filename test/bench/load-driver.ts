import { fmt } from './table.ts'

/** Concurrent request loops for the HTTP benches: latencies sorted, failures counted. */
export interface Run {
  seconds: number
  latencies: number[]
  failures: number
}

/** Runs `call(0..count-1)` from `concurrency` loops at once, each call timed. */
export async function drive(
  count: number,
  call: (i: number) => Promise<boolean>,
  concurrency = 16,
): Promise<Run> {
  const latencies: number[] = []
  let next = 0
  let failures = 0
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++
        const s = performance.now()
        if (!(await call(i))) failures++
        latencies.push(performance.now() - s)
      }
    }),
  )
  return {
    seconds: (performance.now() - t0) / 1000,
    latencies: latencies.sort((a, b) => a - b),
    failures,
  }
}

/** The p-th percentile of sorted values (nearest rank). */
export const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** One table row of a run of `count` requests: name, req/s, p50 and p99 (ms), failures. */
export const latencyRow = (name: string, count: number, r: Run): (string | number)[] => [
  name,
  fmt(count / r.seconds),
  fmt(pct(r.latencies, 50), 2),
  fmt(pct(r.latencies, 99), 2),
  r.failures,
]
