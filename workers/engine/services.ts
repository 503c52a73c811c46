/** What every domain is built from (made once in engine.ts). */
import type { Session } from './auth/session.ts'
import type { ChangeFeed } from './changes/feed.ts'
import type { Clock } from './deps.ts'
import type { Emit, Stop } from './domain.ts'
import type { Gateway } from './http/gateway.ts'
import type { OutboxDeps } from './orders/outbox-sync.ts'
import type { EngineSocket } from './socket/socket.ts'
import type { EngineDb } from './store/db.ts'

export type Log = (message: string, detail?: unknown) => void

export interface EngineServices {
  session: Session
  gateway: Gateway
  db: EngineDb
  socket: EngineSocket
  clock: Clock
  log: Log
  changes: ChangeFeed
  outbox: OutboxDeps
}

/** A watch of a state: its current value at once, then every change. */
export function follow<S>(current: S, listen: (l: (s: S) => void) => Stop, emit: Emit<S>): Stop {
  emit(current)
  return listen(emit)
}
