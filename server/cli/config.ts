import type { ServerOptions } from '../app.ts'

export interface CliConfig {
  port: number
  host: string
  server: ServerOptions
}

const flagOff = (v: string | undefined): boolean =>
  v !== undefined && /^(0|false|off|no)$/i.test(v.trim())

const positiveNumber = (name: string, v: string | undefined, fallback: number): number => {
  if (v === undefined || v.trim() === '') return fallback
  const n = Number(v)
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number, got "${v}"`)
  return n
}

/** Reads the environment of `npm start` (see README); throws on values that make no sense. */
export function configFromEnv(env: NodeJS.ProcessEnv, staticDir: string | undefined): CliConfig {
  const production = env.NODE_ENV === 'production'
  const demo = !production && !flagOff(env.DEMO)
  const server: ServerOptions = {
    demo,
    dataDir: env.DATA_DIR ?? './data',
    accessTokenTtlSec: Math.round(positiveNumber('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 900)),
    secureCookies: !flagOff(env.COOKIE_SECURE),
    paperCash: positiveNumber('PAPER_CASH', env.PAPER_CASH, 100_000),
    logger: true,
    logLevel: env.LOG_LEVEL ?? 'info',
    authRateLimit: {
      capacity: Math.round(positiveNumber('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 10)),
      refillMs: 60_000,
    },
    trustProxy:
      env.TRUST_PROXY !== undefined && !flagOff(env.TRUST_PROXY) && env.TRUST_PROXY !== '',
  }
  if (env.ORDER_MAX_AGE_SEC)
    server.orderMaxAgeSec = positiveNumber('ORDER_MAX_AGE_SEC', env.ORDER_MAX_AGE_SEC, 120)
  if (env.FUNDING_INTERVAL_SEC)
    server.fundingIntervalSec = positiveNumber(
      'FUNDING_INTERVAL_SEC',
      env.FUNDING_INTERVAL_SEC,
      28_800,
    )
  if (env.DATABASE_URL) server.databaseUrl = env.DATABASE_URL
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters')
    server.jwtSecret = env.JWT_SECRET
  }
  if (staticDir !== undefined) server.staticDir = staticDir
  return {
    port: Math.round(positiveNumber('PORT', env.PORT, 8080)),
    host: env.HOST ?? 'localhost',
    server,
  }
}
