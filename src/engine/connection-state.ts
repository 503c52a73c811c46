import type { ConnectionState } from '../../workers/engine/api.ts'
import { appStore, atom, useAtomValue } from '../app/store.ts'
import { getEngine } from './connection.ts'
import { subscribe } from './watch.ts'

export const connectionAtom = atom<ConnectionState>({
  status: 'connecting',
  message: null,
  attempt: 0,
})

export function useConnection(): ConnectionState {
  return useAtomValue(connectionAtom)
}

export function startConnectionFeed(): void {
  const engine = getEngine()
  const set = (s: ConnectionState) => appStore.set(connectionAtom, s)
  subscribe<ConnectionState>((cb) => engine.watchConnection(cb), set)
  engine
    .getConnection()
    .then(set)
    .catch(() => undefined)
}
