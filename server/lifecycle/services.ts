import type { FastifyInstance } from 'fastify'
import { loadHalts } from '../admin/halts-repo.ts'
import { haltsOf } from '../market/halts.ts'
import { pruneAccountTokens } from '../account/account-tokens.ts'
import { pruneExpiredRefreshTokens } from '../auth/refresh-tokens.ts'
import type { Db } from '../db/types.ts'
import { saveLastPrices } from '../market/price-memory.ts'
import type { MarketSimulator } from '../market/simulator.ts'
import type { OptionsMarketService } from '../options/market.ts'
import { preferenceCacheOf } from '../notifications/preferences.ts'
import { priceAlertService } from '../price-alerts/service.ts'
import type { EquityRecorder } from '../performance/recorder.ts'
import type { StrategiesContext } from '../strategies/service.ts'
import { swarmRebalancerService } from '../strategies/swarm/service.ts'
import type { TradingService } from '../trading/service.ts'
import type { WsHub } from '../ws/hub.ts'
import type { Service } from './service.ts'

/** What the services of a running server are made of; built once in app.ts. */
export interface ServerParts {
  app: FastifyInstance
  db: Db
  market: MarketSimulator
  options: OptionsMarketService
  hub: WsHub
  trading: TradingService
  recorder: EquityRecorder
  strategies: StrategiesContext
}

export type ServiceOf = (parts: ServerParts) => Service

/** A failure of background work is logged, never thrown: the next round tries again. */
const warn =
  (app: FastifyInstance, what: string) =>
  (err: unknown): void =>
    app.log.warn({ err }, `${what} failed`)

const every = (name: string, ms: number, run: () => void): Service => {
  let timer: NodeJS.Timeout | undefined
  return {
    name,
    start: () => {
      timer = setInterval(run, ms)
      timer.unref()
    },
    stop: () => clearInterval(timer),
  }
}

/** Closed last: everything else may still write on its way down. */
export const database: ServiceOf = ({ db }) => ({ name: 'database', stop: () => db.close() })

/**
 * Restores the traders' resting orders into the books before any bot can trade, and only then
 * publishes to the sockets. Stopped after the HTTP server, so that requests still in flight get
 * their orders committed.
 */
export const trading: ServiceOf = ({ trading, hub }) => ({
  name: 'trading',
  start: async () => {
    await trading.start()
    trading.setPublisher(hub)
  },
  stop: () => trading.stop(),
})

/** Already listening by then (or ready to); closing waits for the requests in flight. */
export const httpServer: ServiceOf = ({ app }) => ({ name: 'http server', stop: () => app.close() })

/**
 * Saves the last prices every minute, and once more after the market stopped (it is listed
 * before the market so it stops after it), so a restart continues exactly where this run ended.
 */
export const priceMemory: ServiceOf = ({ app, db, market }) => {
  const save = () => saveLastPrices(db, market.lastPrices()).catch(warn(app, 'saving prices'))
  const timer = every('price memory', 60_000, () => void save())
  return {
    ...timer,
    stop: async () => {
      await timer.stop?.()
      await save()
    },
  }
}

/** Stopped after the market, and waited for: its last write lands before the database closes. */
export const equityRecorder: ServiceOf = ({ recorder }) => ({
  name: 'equity recorder',
  start: () => recorder.start(),
  stop: () => recorder.stop(),
})

export const marketSimulator: ServiceOf = ({ market }) => ({
  name: 'market simulator',
  start: () => market.start(),
  stop: () => market.stop(),
})

/**
 * After the simulator (the makers quote around its index) and trading (restored orders meet
 * real quotes); expires due contracts every second, listeners first, and lists the next ones.
 */
export const optionsMarket: ServiceOf = ({ app, options }) => {
  let timer: NodeJS.Timeout | undefined
  const expire = () => {
    try {
      options.expireDue(Date.now())
    } catch (err) {
      warn(app, 'expiring options')(err)
    }
  }
  return {
    name: 'options market',
    start: () => {
      options.start()
      timer = setInterval(expire, 1_000)
      timer.unref()
    },
    stop: () => {
      clearInterval(timer)
      options.stop()
    },
  }
}

/** Ticks, books and portfolios out to the sockets; stopping it closes every socket (1001). */
export const socketHub: ServiceOf = ({ hub }) => ({
  name: 'socket hub',
  start: () => hub.start(),
  stop: () => hub.close(),
})

export const refreshTokenPruning: ServiceOf = ({ app, db }) =>
  every('refresh token pruning', 3_600_000, () => {
    pruneExpiredRefreshTokens(db).catch(warn(app, 'pruning refresh tokens'))
  })

/**
 * Reads every user's notification preferences into memory before trading starts: a restored
 * order may fill at once, and its notification is kept or dropped by them.
 */
export const notificationPreferences: ServiceOf = ({ db }) => ({
  name: 'notification preferences',
  start: () => preferenceCacheOf(db).load(),
})

/** Reset and verification links a day past expiry: nothing can use them any longer. */
export const accountTokenPruning: ServiceOf = ({ app, db }) =>
  every('account token pruning', 3_600_000, () => {
    pruneAccountTokens(db).catch(warn(app, 'pruning account tokens'))
  })

/**
 * Puts the halts kept in the database back before trading restores orders and the makers quote:
 * a halted book must not get a single quote after a restart.
 */
export const marketHalts: ServiceOf = ({ db, market }) => ({
  name: 'market halts',
  start: async () => {
    const halts = haltsOf(market)
    for (const halt of await loadHalts(db)) halts.set(halt)
  },
})

/** Price alerts on the server's own ticks: before the market (first tick), stopped after it. */
export const priceAlerts: ServiceOf = (parts) => priceAlertService(parts)

/**
 * After trading and the market (active strategies send orders on closed bars) and before the
 * sockets close: fails the jobs a previous run left unfinished, then the live strategies resume.
 * Stopped first of the three: no strategy order after trading stops; job workers terminate.
 */
export const strategies: ServiceOf = ({ strategies, hub }) => ({
  name: 'strategies',
  start: async () => {
    await strategies.jobs.start(hub)
    strategies.live.setPublisher(hub)
    await strategies.live.start()
  },
  stop: async () => {
    await strategies.live.stop()
    await strategies.jobs.stop()
  },
})

/** Swarms move their agents' capital through the live runner: started after it, stopped before. */
export const swarmRebalancer: ServiceOf = (parts) => swarmRebalancerService(parts)
