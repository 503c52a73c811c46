import type { FastifyPluginCallback } from 'fastify'
import type { PasswordHasher } from './auth/passwords.ts'
import type { SessionEvents } from './auth/session-events.ts'
import type { Db } from './db/types.ts'
import type { RateLimitOptions } from './http/rate-limit.ts'
import type { MarketFeed } from './market/feed.ts'
import type { OptionsMarketService } from './options/market.ts'
import type { FundingClock } from './perps/funding.ts'
import type { StrategiesContext } from './strategies/service.ts'
import type { TradingService } from './trading/service.ts'
import type { WsHub } from './ws/hub.ts'

/** What route modules need from the running server; built once in app.ts. */
export interface AppContext {
  db: Db
  jwtSecret: string
  accessTokenTtlSec: number
  secureCookies: boolean
  passwords: PasswordHasher
  market: MarketFeed
  /** The options listing, surfaces and model values; its contracts trade through `market`. */
  options: OptionsMarketService
  demo: { enabled: false } | { enabled: true; password: string }
  /** Cash a new portfolio starts with (PAPER_CASH). */
  paperCash: number
  /** Portfolios one user may have at once (MAX_PORTFOLIOS). */
  maxPortfolios: number
  /** Orders, fills, balances and positions: the one way cash and holdings change. */
  trading: TradingService
  /** Perpetual funding times (FUNDING_INTERVAL_SEC), as the trading service's risk loop charges them. */
  funding: FundingClock
  version: string
  sessionEvents: SessionEvents
  /** Strategies: the live runner, backtest and optimisation jobs, the backtest history. */
  strategies: StrategiesContext
  /** DATA_DIR: KYC files are kept under it (undefined in tests: a temporary folder). */
  dataDir: string | undefined
}

/** What a few domains need beyond the context; each plugin takes only the part it uses. */
export interface AppDeps {
  hub: WsHub
  /** A portfolio's equity now (cash plus positions at market). */
  valueOf: (portfolioId: string) => Promise<number>
  /** Records the portfolio's equity now (the recorder's `recordNow`: collapses concurrent calls). */
  recordEquity: (portfolioId: string) => Promise<void>
  /** Sign-in and registration attempts per client address. */
  authRateLimit: RateLimitOptions
}

/** One domain's routes: listed once in server/app.ts. */
export type DomainPlugin = (ctx: AppContext, deps: AppDeps) => FastifyPluginCallback
