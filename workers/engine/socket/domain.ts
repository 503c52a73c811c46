/** The connection domain: the state of the one socket, for the UI's indicator and banners. */
import { defineDomain, type Emit } from '../domain.ts'
import { follow, type EngineServices } from '../services.ts'
import type { ConnectionState } from '../types.ts'

export function createConnectionDomain(s: EngineServices) {
  return defineDomain({
    calls: {
      getConnection: (): Promise<ConnectionState> => Promise.resolve(s.socket.state()),
    },
    watches: {
      watchConnection: (emit: Emit<ConnectionState>) =>
        follow(s.socket.state(), (l) => s.socket.watch(l), emit),
    },
  })
}
