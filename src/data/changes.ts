import type { DataChange } from '../../workers/engine/api.ts'
import { appStore } from '../app/store.ts'
import { getBridge, onEngineRestart } from '../bridge/connection.ts'
import { sessionAtom } from '../bridge/session.ts'
import { subscribe } from '../bridge/watch.ts'
import { queryClient } from './query-client.ts'

/** The query keys a change makes stale: the topic's, or only one portfolio's of it. */
export const keysOf = (c: DataChange): readonly string[] =>
  c.portfolioId === undefined ? [c.topic] : [c.topic, c.portfolioId]

/** Figures computed from a portfolio's holdings and positions: a change there makes them stale. */
const DERIVED: Partial<Record<DataChange['topic'], readonly string[]>> = {
  portfolios: ['analytics', 'risk'],
  holdings: ['analytics', 'risk'],
  positions: ['analytics', 'risk'],
}

/** Every query key a change makes stale: its own, and the figures derived from it. */
export const staleKeysOf = (c: DataChange): (readonly string[])[] => [
  keysOf(c),
  ...(DERIVED[c.topic] ?? []).map((topic) =>
    c.portfolioId === undefined ? [topic] : [topic, c.portfolioId],
  ),
]

/**
 * What the server pushed and what other tabs wrote reaches this tab's queries: each change
 * marks its queries stale, and those on screen refetch.
 */
export function startChangesFeed(): () => void {
  return subscribe<DataChange[]>(
    (cb) => getBridge().watchChanges(cb),
    (changes) => {
      for (const c of changes)
        for (const queryKey of staleKeysOf(c)) void queryClient.invalidateQueries({ queryKey })
    },
  )
}

/** Keeps the query cache in step with the engine: its changes, and nothing kept after sign-out. */
export function startDataSync(): void {
  startChangesFeed()
  // A new engine (another tab took over without SharedWorker) knows none of the answers in hand.
  onEngineRestart(() => void queryClient.invalidateQueries())
  appStore.sub(sessionAtom, () => {
    // The next person on this browser must not see the previous trader's data.
    if (appStore.get(sessionAtom).status === 'unauthenticated') queryClient.clear()
  })
}
