import type { ConnectionState } from '../../workers/engine/api.ts'
import { appStore, atom, useAtomValue } from '../app/store.ts'
import { getBridge } from './connection.ts'
import { subscribe } from './watch.ts'

export const connectionAtom = atom<ConnectionState>({
  status: 'connecting',
  message: null,
  attempt: 0,
})

export function useConnection(): ConnectionState {
  return useAtomValue(connectionAtom)
}

/** The watch answers with the current state at once, so no separate read is needed. */
export function startConnectionFeed(): void {
  subscribe<ConnectionState>(
    (cb) => getBridge().watchConnection(cb),
    (s) => appStore.set(connectionAtom, s),
  )
}
