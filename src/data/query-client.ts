import { QueryClient } from '@tanstack/react-query'
import type { EngineFailure, EngineResult } from '../../workers/engine/api.ts'

/** A failed engine call, thrown into TanStack Query with its status and SPEC §8 message. */
export class EngineCallError extends Error {
  readonly status: number | null
  constructor(readonly failure: EngineFailure) {
    super(failure.message)
    this.name = 'EngineCallError'
    this.status = failure.status
  }
}

/** The value of an engine answer, or the error TanStack Query records for it. */
export function unwrap<T>(result: EngineResult<T>): T {
  if (result.ok) return result.value
  throw new EngineCallError(result.error)
}

/** Worth trying again: no answer at all, a server error, or "too many requests". */
const retryable = (err: unknown): boolean =>
  !(err instanceof EngineCallError) ||
  err.status === null ||
  err.status >= 500 ||
  err.status === 429

export const MAX_RETRIES = 3
/** Doubling from 1 s, capped at 30 s (SPEC §9). */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000)

/** SPEC §9's query cache: fresh 5 min, kept 10 min, 3 retries doubling from 1 s up to 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: (failures, err) => failures < MAX_RETRIES && retryable(err),
        retryDelay,
      },
      mutations: { retry: false },
    },
  })
}

/** The tab's one query cache: engine pushes invalidate it, signing out clears it. */
export const queryClient = createQueryClient()
