/**
 * The changes domain: the server's pushes of the signed-in user's orders, positions, balances and
 * notifications, and the engine's own writes, told to every tab so its queries refetch.
 */
import { defineDomain, type Emit } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import type { DataChange } from '../types.ts'

const PRIVATE = ['orders', 'positions', 'balances', 'notifications'] as const

export function createChangesDomain(s: EngineServices) {
  const { changes } = s
  return defineDomain({
    watches: {
      /** Every change from now on, merged per 100 ms. */
      watchChanges(emit: Emit<DataChange[]>) {
        const stop = changes.listen(emit)
        for (const channel of PRIVATE) s.socket.subscribe(channel)
        return () => {
          stop()
          for (const channel of PRIVATE) s.socket.unsubscribe(channel)
        }
      },
    },
    streams: {
      orders: (msg) => changes.emit({ topic: 'orders', portfolioId: msg.data.portfolioId }),
      positions: (msg) => changes.emit({ topic: 'positions', portfolioId: msg.data.portfolioId }),
      balances: (msg) => {
        // A portfolio's cash is part of it, so its list is out of date too.
        changes.emit({ topic: 'balances', portfolioId: msg.data.portfolioId })
        changes.emit({ topic: 'portfolios' })
      },
      notifications: () => changes.emit({ topic: 'notifications' }),
    },
  })
}
