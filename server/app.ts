import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fastifyCookie from '@fastify/cookie'
import fastifyFormbody from '@fastify/formbody'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyInstance } from 'fastify'
import { API_PREFIX } from '../protocol/index.ts'
import { seedDemo } from './auth/demo-seed.ts'
import { createPasswordHasher } from './auth/passwords.ts'
import { authRoutes } from './auth/routes.ts'
import { pruneExpiredRefreshTokens } from './auth/refresh-tokens.ts'
import { resolveJwtSecret } from './auth/secrets.ts'
import { createSessionEvents } from './auth/session-events.ts'
import { usersRoutes } from './auth/users-routes.ts'
import type { AppContext } from './context.ts'
import { openDb } from './db/open.ts'
import type { Db } from './db/types.ts'
import { healthRoutes } from './health.ts'
import { frameworkErrors, installErrorHandler } from './http/error-handler.ts'
import { installJsonParser } from './http/json-parser.ts'
import { logSerializers } from './http/log-serializers.ts'
import type { RateLimitOptions } from './http/rate-limit.ts'
import { installSecurityHeaders } from './http/security-headers.ts'
import { installStaticAndFallback } from './http/static.ts'
import { marketRoutes } from './market/routes.ts'
import { loadLastPrices, saveLastPrices } from './market/price-memory.ts'
import { MarketSimulator } from './market/simulator.ts'
import { portfolioRoutes } from './portfolios/routes.ts'
import { accountRoutes } from './trading/account-routes.ts'
import { orderRoutes } from './trading/routes.ts'
import { TradingService } from './trading/service.ts'
import { portfolioEquity } from './performance/equity.ts'
import { createEquityRecorder } from './performance/recorder.ts'
import { performanceRoutes } from './performance/routes.ts'
import { wsAdminRoutes } from './ws/admin-routes.ts'
import { WsHub } from './ws/hub.ts'
import { DEFAULT_WS_OPTIONS, type WsOptions } from './ws/options.ts'
import { wsRoute } from './ws/route.ts'

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
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits are per IP). */
  trustProxy?: boolean
  /** Delayed (offline-queued) orders older than this are refused (ORDER_MAX_AGE_SEC, default 120). */
  orderMaxAgeSec?: number
  /** Perpetual funding interval (FUNDING_INTERVAL_SEC, default 28800 = 8 h; rates scale pro rata). */
  fundingIntervalSec?: number
  /**
   * Called when a trading commit fails: memory is then ahead of the database, so the default
   * logs and exits (a restart reloads the committed state) rather than diverge silently.
   */
  onFatal?: (err: unknown) => void
}

/** A route as registered, for comparing the server with the declared contract. */
export interface RegisteredRoute {
  method: string
  url: string
  declared: boolean
}

export interface Server {
  app: FastifyInstance
  routes: readonly RegisteredRoute[]
  ctx: AppContext
  db: Db
  market: MarketSimulator
  hub: WsHub
  trading: TradingService
  close(): Promise<void>
}

export const BODY_LIMIT = 64 * 1024
const DEFAULT_AUTH_LIMIT: RateLimitOptions = { capacity: 10, refillMs: 60_000 }

const packageVersion = (): string => {
  const pkg = JSON.parse(
    readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
  ) as { version?: string }
  return pkg.version ?? '0.0.0'
}

function exitOnTradingFailure(err: unknown): void {
  console.error('FATAL: a trading commit failed; exiting so that no state diverges.', err)
  process.exit(70)
}

export async function createServer(opts: ServerOptions): Promise<Server> {
  const db = await openDb({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    inMemory: opts.inMemoryDb,
  })
  const startPrices = await loadLastPrices(db).catch(() => undefined)
  const market = new MarketSimulator({
    ...(opts.marketSeed === undefined ? {} : { seed: opts.marketSeed }),
    ...(startPrices ? { startPrices } : {}),
  })
  try {
    const passwords = createPasswordHasher(opts.passwordHashing)
    const jwtSecret = await resolveJwtSecret({
      jwtSecret: opts.jwtSecret,
      db,
      dataDir: opts.dataDir,
      inMemoryDb: opts.inMemoryDb,
    })
    const demo = opts.demo
      ? { enabled: true as const, ...(await seedDemo(db, passwords)) }
      : { enabled: false as const }
    const trading = new TradingService(
      db,
      market,
      market.exchange(),
      {
        orderMaxAgeMs: (opts.orderMaxAgeSec ?? 120) * 1000,
        ...(opts.fundingIntervalSec === undefined
          ? {}
          : { fundingIntervalMs: opts.fundingIntervalSec * 1000 }),
      },
      opts.onFatal ?? exitOnTradingFailure,
    )
    const ctx: AppContext = {
      db,
      jwtSecret,
      accessTokenTtlSec: opts.accessTokenTtlSec ?? 900,
      secureCookies: opts.secureCookies ?? true,
      passwords,
      market,
      demo,
      paperCash: opts.paperCash ?? 100_000,
      maxPortfolios: opts.maxPortfolios ?? 10,
      trading,
      version: packageVersion(),
      sessionEvents: createSessionEvents(),
    }

    const app = Fastify({
      logger: opts.logger ? { level: opts.logLevel ?? 'info', serializers: logSerializers } : false,
      bodyLimit: BODY_LIMIT,
      frameworkErrors,
      trustProxy: opts.trustProxy ?? false,
    })
    const routes: RegisteredRoute[] = []
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat())
        if (method !== 'HEAD')
          routes.push({
            method,
            url: r.url,
            declared: r.config !== undefined && 'endpoint' in r.config,
          })
    })
    installErrorHandler(app)
    installJsonParser(app)
    await installSecurityHeaders(app)
    await app.register(fastifyCookie)
    await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT })
    await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } })

    const hub = new WsHub(ctx, { ...DEFAULT_WS_OPTIONS, ...opts.ws })
    await app.register(healthRoutes(ctx), { prefix: API_PREFIX })
    await app.register(authRoutes(ctx, opts.authRateLimit ?? DEFAULT_AUTH_LIMIT), {
      prefix: API_PREFIX,
    })
    await app.register(usersRoutes(ctx), { prefix: API_PREFIX })
    await app.register(portfolioRoutes(ctx), { prefix: API_PREFIX })
    await app.register(marketRoutes(ctx), { prefix: API_PREFIX })
    await app.register(orderRoutes(ctx, trading), { prefix: API_PREFIX })
    await app.register(accountRoutes(ctx, trading), { prefix: API_PREFIX })
    const valueOf = portfolioEquity(ctx)
    await app.register(performanceRoutes(ctx, { valueOf }), { prefix: API_PREFIX })
    await app.register(wsAdminRoutes(ctx, hub), { prefix: API_PREFIX })
    await app.register(wsRoute(ctx, hub))
    await installStaticAndFallback(app, opts.staticDir)
    await app.ready()

    // Traders' resting orders go back into the books before any bot can trade.
    await trading.start()
    trading.setPublisher(hub)
    market.start()
    hub.start()
    const warn = (what: string) => (err: unknown) => app.log.warn({ err }, `${what} failed`)
    const prune = setInterval(() => {
      pruneExpiredRefreshTokens(db).catch(warn('pruning refresh tokens'))
    }, 3_600_000)
    const remember = setInterval(() => {
      saveLastPrices(db, market.lastPrices()).catch(warn('saving prices'))
    }, 60_000)
    prune.unref()
    remember.unref()
    const recorder = createEquityRecorder({ db, valueOf, onError: (err, what) => warn(what)(err) })
    recorder.start()

    let closing: Promise<void> | undefined
    const close = (): Promise<void> =>
      (closing ??= (async () => {
        clearInterval(prune)
        clearInterval(remember)
        hub.close()
        market.stop()
        await recorder.stop()
        await saveLastPrices(db, market.lastPrices()).catch(warn('saving prices'))
        await app.close()
        await trading.stop()
        await db.close()
      })())
    return { app, routes, ctx, db, market, hub, trading, close }
  } catch (err) {
    market.stop()
    await db.close()
    throw err
  }
}
