/**
 * The changes domain: what the server pushed (through the orders and notifications domains, which
 * own those channels) and the engine's own writes, told to every tab so its queries refetch.
 */
import { defineDomain, type Emit } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import type { DataChange } from '../types.ts'

const PRIVATE = ['orders', 'positions', 'balances', 'notifications'] as const

export function createChangesDomain(s: EngineServices) {
  const { changes } = s
  return defineDomain({
    watches: {
      /** Every change from now on, merged per 100 ms; the private streams flow meanwhile. */
      watchChanges(emit: Emit<DataChange[]>) {
        const stop = changes.listen(emit)
        for (const channel of PRIVATE) s.socket.subscribe(channel)
        return () => {
          stop()
          for (const channel of PRIVATE) s.socket.unsubscribe(channel)
        }
      },
    },
  })
}
