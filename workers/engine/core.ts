/** The engine's parts as the tab APIs see them (built once in engine.ts). */
import type { AuthHandlers } from './auth/auth-handlers.ts'
import type { Session } from './auth/session.ts'
import type { LockManagerLike } from './deps.ts'
import type { MarketHandlers } from './market/market-handlers.ts'
import type { PriceBatcher } from './market/price-batcher.ts'
import type { PortfolioHandlers } from './portfolio/portfolio-handlers.ts'
import type { SettingsHandlers } from './settings/settings-handlers.ts'
import type { EngineSocket } from './socket/socket.ts'

export interface EngineCore {
  session: Session
  socket: EngineSocket
  prices: PriceBatcher
  auth: AuthHandlers
  market: MarketHandlers
  portfolio: PortfolioHandlers
  settings: SettingsHandlers
  locks: LockManagerLike | undefined
  release: (cb: unknown) => void
  log: (message: string, detail?: unknown) => void
  reconnectNow(): void
}
