import type { ServerOptions } from '../app.ts'

export interface CliConfig {
  port: number
  host: string
  server: ServerOptions
}

const flagOff = (v: string | undefined): boolean =>
  v !== undefined && /^(0|false|off|no)$/i.test(v.trim())

const flagOn = (v: string | undefined): boolean =>
  v !== undefined && /^(1|true|on|yes)$/i.test(v.trim())

/** localhost, 127.0.0.0/8 and ::1 (bracketed or not): reachable from this machine only. */
export const isLoopback = (host: string): boolean => {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
  return (
    h === 'localhost' ||
    h === '::1' ||
    /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(h) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(h)
  )
}

/**
 * Demo mode shows the demo password on the login page, so without an explicit DEMO=1 it is on
 * only where nobody else can reach the server: a loopback address outside production.
 */
const demoMode = (env: NodeJS.ProcessEnv, host: string): boolean => {
  if (flagOn(env.DEMO)) return true
  if (flagOff(env.DEMO)) return false
  return env.NODE_ENV !== 'production' && isLoopback(host)
}

/** Printed at start when demo mode is on at an address other machines may reach. */
export const publicDemoWarning = (host: string): string =>
  [
    `WARNING: demo mode is on at ${host}, an address other machines may reach.`,
    '  The demo password, which also signs in the administrator, is shown on the login page',
    '  to anyone who can reach this server. Start without DEMO=1 to turn it off.\n',
  ].join('\n')

const positiveNumber = (name: string, v: string | undefined, fallback: number): number => {
  if (v === undefined || v.trim() === '') return fallback
  const n = Number(v)
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number, got "${v}"`)
  return n
}

/** Reads the environment of `npm start` (see README); throws on values that make no sense. */
export function configFromEnv(env: NodeJS.ProcessEnv, staticDir: string | undefined): CliConfig {
  const host = env.HOST ?? 'localhost'
  const server: ServerOptions = {
    demo: demoMode(env, host),
    dataDir: env.DATA_DIR ?? './data',
    accessTokenTtlSec: Math.round(positiveNumber('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 900)),
    secureCookies: !flagOff(env.COOKIE_SECURE),
    paperCash: positiveNumber('PAPER_CASH', env.PAPER_CASH, 100_000),
    maxPortfolios: Math.round(positiveNumber('MAX_PORTFOLIOS', env.MAX_PORTFOLIOS, 10)),
    logger: true,
    logLevel: env.LOG_LEVEL ?? 'info',
    authRateLimit: {
      capacity: Math.round(positiveNumber('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 10)),
      refillMs: 60_000,
    },
    trustProxy:
      env.TRUST_PROXY !== undefined && !flagOff(env.TRUST_PROXY) && env.TRUST_PROXY !== '',
  }
  if (env.STRATEGY_WORKERS)
    server.strategyWorkers = Math.round(positiveNumber('STRATEGY_WORKERS', env.STRATEGY_WORKERS, 1))
  if (env.ORDER_MAX_AGE_SEC)
    server.orderMaxAgeSec = positiveNumber('ORDER_MAX_AGE_SEC', env.ORDER_MAX_AGE_SEC, 120)
  if (env.FUNDING_INTERVAL_SEC)
    server.fundingIntervalSec = positiveNumber(
      'FUNDING_INTERVAL_SEC',
      env.FUNDING_INTERVAL_SEC,
      28_800,
    )
  if (env.LIQUIDATION_WARN_BUFFER) {
    const buffer = positiveNumber('LIQUIDATION_WARN_BUFFER', env.LIQUIDATION_WARN_BUFFER, 0.2)
    if (buffer > 1) throw new Error(`LIQUIDATION_WARN_BUFFER must be at most 1, got "${buffer}"`)
    server.liquidationWarnBuffer = buffer
  }
  if (env.DATABASE_URL) server.databaseUrl = env.DATABASE_URL
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters')
    server.jwtSecret = env.JWT_SECRET
  }
  if (staticDir !== undefined) server.staticDir = staticDir
  return {
    port: Math.round(positiveNumber('PORT', env.PORT, 8080)),
    host,
    server,
  }
}
