import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../../../server/cli/config.ts'

describe('configFromEnv', () => {
  it('has the documented defaults', () => {
    const c = configFromEnv({}, undefined)
    expect(c.port).toBe(8080)
    expect(c.host).toBe('localhost')
    expect(c.server).toMatchObject({
      demo: true,
      dataDir: './data',
      accessTokenTtlSec: 900,
      secureCookies: true,
      paperCash: 100_000,
    })
    expect(c.server.databaseUrl).toBeUndefined()
    expect(c.server.jwtSecret).toBeUndefined()
    expect(c.server.trustProxy).toBe(false)
  })

  it('turns demo mode off with DEMO=0 or in production', () => {
    expect(configFromEnv({ DEMO: '0' }, undefined).server.demo).toBe(false)
    expect(configFromEnv({ NODE_ENV: 'production' }, undefined).server.demo).toBe(false)
    expect(configFromEnv({ NODE_ENV: 'production', DEMO: '1' }, undefined).server.demo).toBe(false)
    expect(configFromEnv({ DEMO: '1' }, undefined).server.demo).toBe(true)
  })

  it('reads the rest of the environment', () => {
    const c = configFromEnv(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/srv/data',
        DATABASE_URL: 'postgres://u@h/db',
        ACCESS_TOKEN_TTL: '60',
        JWT_SECRET: 'x'.repeat(40),
        COOKIE_SECURE: '0',
        PAPER_CASH: '5000',
        TRUST_PROXY: '1',
        FUNDING_INTERVAL_SEC: '60',
      },
      '/app/dist',
    )
    expect(c).toMatchObject({ port: 9000, host: '0.0.0.0' })
    expect(c.server).toMatchObject({
      dataDir: '/srv/data',
      databaseUrl: 'postgres://u@h/db',
      accessTokenTtlSec: 60,
      jwtSecret: 'x'.repeat(40),
      secureCookies: false,
      paperCash: 5000,
      fundingIntervalSec: 60,
      staticDir: '/app/dist',
      trustProxy: true,
    })
  })

  it('refuses nonsense', () => {
    expect(() => configFromEnv({ PORT: 'abc' }, undefined)).toThrow(/PORT/)
    expect(() => configFromEnv({ ACCESS_TOKEN_TTL: '-5' }, undefined)).toThrow(/ACCESS_TOKEN_TTL/)
    expect(() => configFromEnv({ JWT_SECRET: 'short' }, undefined)).toThrow(/JWT_SECRET/)
  })
})
