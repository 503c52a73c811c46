import type { LiveStrategies } from '../types.ts'

/** Placeholder until the live runner lands: activation and pausing only change the row. */
export function createLiveStrategies(): LiveStrategies {
  return {
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
    activate: () => Promise.resolve(),
    pause: () => Promise.resolve(),
    removed: () => Promise.resolve(),
    replay: () => Promise.resolve(),
  }
}
