import type { RateLimitOptions } from './http/rate-limit.ts'
import type { WsOptions } from './ws/options.ts'

export interface ServerOptions {
  dataDir?: string
  databaseUrl?: string
  demo: boolean
  staticDir?: string
  accessTokenTtlSec?: number
  logger?: boolean
  logLevel?: string
  secureCookies?: boolean
  inMemoryDb?: boolean
  /** Tests: a dumped, migrated in-memory database to start from (test/server/db-template.ts). */
  inMemoryTemplate?: Blob
  jwtSecret?: string
  /** Cash of a new portfolio (PAPER_CASH). */
  paperCash?: number
  /** Portfolios one user may have at once (MAX_PORTFOLIOS, default 10). */
  maxPortfolios?: number
  /** 'fast' only in tests: weak Argon2 parameters so suites hash quickly. */
  passwordHashing?: 'production' | 'fast'
  authRateLimit?: RateLimitOptions
  ws?: Partial<WsOptions>
  marketSeed?: number
  /** Worker threads for backtests and optimisations (default: one per core but one, at least 1). */
  strategyWorkers?: number
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits are per IP). */
  trustProxy?: boolean
  /** Delayed (offline-queued) orders older than this are refused (ORDER_MAX_AGE_SEC, default 120). */
  orderMaxAgeSec?: number
  /** Perpetual funding interval (FUNDING_INTERVAL_SEC, default 28800 = 8 h; rates scale pro rata). */
  fundingIntervalSec?: number
  /**
   * Share of a perpetual position's buffer (entry to liquidation price) left when its trader is
   * first warned (LIQUIDATION_WARN_BUFFER, default 0.2; 1 warns as soon as a position loses).
   */
  liquidationWarnBuffer?: number
  /**
   * Tests: every payload sent on /ws is first parsed by its channel's schema in protocol/, and a
   * mismatch throws (see server/ws/outgoing.ts). Off in production: no per-message parsing cost.
   */
  checkPushes?: boolean
  /**
   * Called when a trading commit fails: memory is then ahead of the database, so the default
   * logs and exits (a restart reloads the committed state) rather than diverge silently.
   */
  onFatal?: (err: unknown) => void
}

export const DEFAULT_AUTH_LIMIT: RateLimitOptions = { capacity: 10, refillMs: 60_000 }
