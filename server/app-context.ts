import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ServerOptions } from './app-options.ts'
import { seedDemo } from './auth/demo-seed.ts'
import { createPasswordHasher } from './auth/passwords.ts'
import { resolveJwtSecret } from './auth/secrets.ts'
import { createSessionEvents } from './auth/session-events.ts'
import type { AppContext } from './context.ts'
import type { Db } from './db/types.ts'
import type { MarketWithOptions } from './options/feed.ts'
import { createStrategies } from './strategies/service.ts'
import { TradingService } from './trading/service.ts'

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

/** Secrets, the demo accounts and the trading service: what every route module is handed. */
export async function createContext(
  opts: ServerOptions,
  db: Db,
  market: MarketWithOptions,
): Promise<AppContext> {
  const passwords = createPasswordHasher(opts.passwordHashing)
  const jwtSecret = await resolveJwtSecret({
    jwtSecret: opts.jwtSecret,
    db,
    dataDir: opts.dataDir,
    inMemoryDb: opts.inMemoryDb,
  })
  const demo = opts.demo
    ? { enabled: true as const, ...(await seedDemo(db, passwords, market)) }
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
      ...(opts.liquidationWarnBuffer === undefined
        ? {}
        : { liquidationWarnBuffer: opts.liquidationWarnBuffer }),
    },
    opts.onFatal ?? exitOnTradingFailure,
  )
  trading.useOptions(market.options)
  return {
    db,
    jwtSecret,
    accessTokenTtlSec: opts.accessTokenTtlSec ?? 900,
    secureCookies: opts.secureCookies ?? true,
    passwords,
    market,
    options: market.options,
    demo,
    paperCash: opts.paperCash ?? 100_000,
    maxPortfolios: opts.maxPortfolios ?? 10,
    trading,
    funding: trading.risk.funding,
    version: packageVersion(),
    sessionEvents: createSessionEvents(),
    dataDir: opts.dataDir,
    strategies: await createStrategies(db, market, trading, {
      ...(opts.strategyWorkers === undefined ? {} : { workers: opts.strategyWorkers }),
      ...(opts.marketSeed === undefined ? {} : { marketSeed: opts.marketSeed }),
    }),
  }
}
