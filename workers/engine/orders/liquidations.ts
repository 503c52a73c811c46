/**
 * The server's `liquidation_warning` messages (a perpetual position near its liquidation
 * price), sent to every socket of the user outside the streams: handed to every watching tab.
 */
import type { Emit, Stop } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import type { LiquidationWarning } from '../types.ts'

export function createLiquidationWarnings(s: Pick<EngineServices, 'socket' | 'log'>) {
  const watchers = new Set<Emit<LiquidationWarning>>()
  const stop = s.socket.onLiquidationWarning((warning) => {
    for (const emit of watchers) {
      try {
        emit(warning)
      } catch (err) {
        s.log('liquidation warning push failed', err)
      }
    }
  })
  return {
    watch(emit: Emit<LiquidationWarning>): Stop {
      watchers.add(emit)
      return () => void watchers.delete(emit)
    },
    dispose() {
      stop()
      watchers.clear()
    },
  }
}
