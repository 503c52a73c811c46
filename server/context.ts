import type { PasswordHasher } from './auth/passwords.ts'
import type { SessionEvents } from './auth/session-events.ts'
import type { Db } from './db/types.ts'
import type { MarketFeed } from './market/feed.ts'
import type { TradingService } from './trading/service.ts'

/** What route modules need from the running server; built once in app.ts. */
export interface AppContext {
  db: Db
  jwtSecret: string
  accessTokenTtlSec: number
  secureCookies: boolean
  passwords: PasswordHasher
  market: MarketFeed
  demo: { enabled: false } | { enabled: true; password: string }
  /** Cash a new portfolio starts with (PAPER_CASH). */
  paperCash: number
  /** Portfolios one user may have at once (MAX_PORTFOLIOS). */
  maxPortfolios: number
  /** Orders, fills, balances and positions: the one way cash and holdings change. */
  trading: TradingService
  version: string
  sessionEvents: SessionEvents
}
