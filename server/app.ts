import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../protocol/index.ts'
import { adminRoutes } from './admin/routes.ts'
import { analyticsRoutes } from './analytics/routes.ts'
import { apiKeysRoutes } from './api-keys/routes.ts'
import { subscriptionRoutes } from './subscription/routes.ts'
import { accountSecurityRoutes } from './account/routes.ts'
import { createContext } from './app-context.ts'
import { createHttp, type RegisteredRoute } from './app-http.ts'
import { DEFAULT_AUTH_LIMIT, type ServerOptions } from './app-options.ts'
import { authRoutes } from './auth/routes.ts'
import { usersRoutes } from './auth/users-routes.ts'
import type { AppContext, AppDeps, DomainPlugin } from './context.ts'
import { openDb } from './db/open.ts'
import type { Db } from './db/types.ts'
import { apiDocsRoutes } from './docs/routes.ts'
import { healthRoutes } from './health.ts'
import { kycRoutes } from './kyc/routes.ts'
import { installStaticAndFallback } from './http/static.ts'
import * as services from './lifecycle/services.ts'
import { startServices } from './lifecycle/service.ts'
import { marketAdminRoutes } from './market/admin-routes.ts'
import { marketRoutes } from './market/routes.ts'
import { notificationRoutes } from './notifications/routes.ts'
import { loadLastPrices } from './market/price-memory.ts'
import { MarketSimulator } from './market/simulator.ts'
import { MarketWithOptions } from './options/feed.ts'
import { OptionsMarketService } from './options/market.ts'
import { optionsRoutes } from './options/routes.ts'
import { portfolioEquity } from './performance/equity.ts'
import { createEquityRecorder } from './performance/recorder.ts'
import { performanceRoutes } from './performance/routes.ts'
import { portfolioRoutes } from './portfolios/routes.ts'
import { priceAlertRoutes } from './price-alerts/routes.ts'
import { settingsRoutes } from './settings/routes.ts'
import { strategyRoutes } from './strategies/routes.ts'
import { swarmRoutes } from './strategies/swarm/routes.ts'
import { accountRoutes } from './trading/account-routes.ts'
import { orderRoutes } from './trading/routes.ts'
import { twoFactorRoutes } from './two-factor/routes.ts'
import type { TradingService } from './trading/service.ts'
import { wsAdminRoutes } from './ws/admin-routes.ts'
import { WsHub } from './ws/hub.ts'
import { DEFAULT_WS_OPTIONS } from './ws/options.ts'
import { wsRoute } from './ws/route.ts'

export type { ServerOptions } from './app-options.ts'
export type { RegisteredRoute } from './app-http.ts'
export { BODY_LIMIT } from './app-http.ts'

/** Every domain's routes under /api/v1, registered in this order: one line per domain. */
const API_DOMAINS: readonly DomainPlugin[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  portfolioRoutes,
  marketRoutes,
  orderRoutes,
  accountRoutes,
  performanceRoutes,
  wsAdminRoutes,
  marketAdminRoutes,
  adminRoutes,
  notificationRoutes,
  settingsRoutes,
  twoFactorRoutes,
  accountSecurityRoutes,
  apiKeysRoutes,
  subscriptionRoutes,
  priceAlertRoutes,
  kycRoutes,
  analyticsRoutes,
  optionsRoutes,
  strategyRoutes,
  swarmRoutes,
]

/** Routes outside /api/v1: the one socket, and the reference that describes the API. */
const OUTSIDE_API: readonly DomainPlugin[] = [wsRoute, apiDocsRoutes]

/**
 * What runs beside the routes, started in this order once the routes are ready and stopped in
 * reverse by `close()`; each entry says why it stands where it does (lifecycle/services.ts).
 */
const SERVICES: readonly services.ServiceOf[] = [
  services.database,
  services.marketHalts,
  services.notificationPreferences,
  services.trading,
  services.httpServer,
  services.priceMemory,
  services.equityRecorder,
  services.priceAlerts,
  services.marketSimulator,
  services.optionsMarket,
  services.strategies,
  services.swarmRebalancer,
  services.socketHub,
  services.refreshTokenPruning,
  services.accountTokenPruning,
]

export interface Server {
  app: FastifyInstance
  routes: readonly RegisteredRoute[]
  ctx: AppContext
  db: Db
  market: MarketSimulator
  /** The options market (listing, surfaces, makers, expiry); ctx.market trades its contracts. */
  options: OptionsMarketService
  hub: WsHub
  trading: TradingService
  close(): Promise<void>
}

export async function createServer(opts: ServerOptions): Promise<Server> {
  const db = await openDb({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    inMemory: opts.inMemoryDb,
    template: opts.inMemoryTemplate,
  })
  const startPrices = await loadLastPrices(db).catch(() => undefined)
  const market = new MarketSimulator({
    ...(opts.marketSeed === undefined ? {} : { seed: opts.marketSeed }),
    ...(startPrices ? { startPrices } : {}),
  })
  const options = new OptionsMarketService(market, {
    ...(opts.marketSeed === undefined ? {} : { seed: opts.marketSeed }),
  })
  let built: Awaited<ReturnType<typeof build>>
  try {
    built = await build(opts, db, new MarketWithOptions(market, options))
  } catch (err) {
    market.stop()
    await db.close()
    throw err
  }
  const { app, routes, ctx, hub, recorder } = built
  const stop = await startServices(
    SERVICES.map((service) =>
      service({
        app,
        db,
        market,
        options,
        hub,
        trading: ctx.trading,
        recorder,
        strategies: ctx.strategies,
      }),
    ),
  )
  let closing: Promise<void> | undefined
  const close = (): Promise<void> => (closing ??= stop())
  return { app, routes, ctx, db, market, options, hub, trading: ctx.trading, close }
}

/** The context, the routes (ready, not yet listening) and the parts the services are made of. */
async function build(opts: ServerOptions, db: Db, market: MarketWithOptions) {
  const ctx = await createContext(opts, db, market)
  const { app, routes } = await createHttp(opts)
  const hub = new WsHub(ctx, {
    ...DEFAULT_WS_OPTIONS,
    ...opts.ws,
    checkPushes: opts.checkPushes ?? opts.ws?.checkPushes ?? false,
  })
  const valueOf = portfolioEquity(ctx)
  // Made before the routes, which record a point after money moves; its timers start as a service.
  const recorder = createEquityRecorder({
    db,
    valueOf,
    onError: (err, what) => app.log.warn({ err }, `${what} failed`),
  })
  const deps: AppDeps = {
    hub,
    valueOf,
    recordEquity: (id) => recorder.recordNow(id),
    authRateLimit: opts.authRateLimit ?? DEFAULT_AUTH_LIMIT,
  }
  for (const plugin of API_DOMAINS) await app.register(plugin(ctx, deps), { prefix: API_PREFIX })
  for (const plugin of OUTSIDE_API) await app.register(plugin(ctx, deps))
  await installStaticAndFallback(app, opts.staticDir)
  await app.ready()
  return { app, routes, ctx, hub, recorder }
}
