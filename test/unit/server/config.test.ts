import { describe, expect, it } from 'vitest'
import { configFromEnv, isLoopback, publicDemoWarning } from '../../../server/cli/config.ts'

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

  describe('demo mode', () => {
    const demo = (env: NodeJS.ProcessEnv) => configFromEnv(env, undefined).server.demo

    it('is on by default at a loopback address', () => {
      for (const HOST of [
        undefined,
        'localhost',
        'LOCALHOST',
        '127.0.0.1',
        '127.1.2.3',
        '127.255.255.254',
        '::1',
        '[::1]',
      ])
        expect(demo(HOST === undefined ? {} : { HOST }), String(HOST)).toBe(true)
    })

    it('is off by default at any other address', () => {
      for (const HOST of [
        '0.0.0.0',
        '::',
        '192.168.1.20',
        '10.0.0.5',
        '128.0.0.1',
        '127.0.0.256',
        'trade.example.com',
        'localhost.example.com',
      ])
        expect(demo({ HOST }), HOST).toBe(false)
    })

    it('is on anywhere with an explicit DEMO=1', () => {
      for (const DEMO of ['1', 'true', 'on', 'yes', 'YES'])
        expect(demo({ HOST: '0.0.0.0', DEMO }), DEMO).toBe(true)
      expect(demo({ HOST: '192.168.1.20', DEMO: '1' })).toBe(true)
    })

    it('is off everywhere with DEMO=0', () => {
      for (const DEMO of ['0', 'false', 'off', 'no']) {
        expect(demo({ DEMO }), DEMO).toBe(false)
        expect(demo({ HOST: '127.0.0.1', DEMO }), DEMO).toBe(false)
        expect(demo({ HOST: '0.0.0.0', DEMO }), DEMO).toBe(false)
      }
    })

    it('is off in production unless DEMO=1 is explicit', () => {
      expect(demo({ NODE_ENV: 'production' })).toBe(false)
      expect(demo({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toBe(false)
      expect(demo({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toBe(false)
      expect(demo({ NODE_ENV: 'production', DEMO: '1' })).toBe(true)
      expect(demo({ NODE_ENV: 'production', HOST: '0.0.0.0', DEMO: '1' })).toBe(true)
    })
  })

  it('has a warning for demo mode on a public address', () => {
    const warning = publicDemoWarning('0.0.0.0')
    expect(warning).toContain('0.0.0.0')
    expect(warning).toMatch(/demo password\b.*is shown on the login page\s+to anyone/)
  })

  it('tells loopback addresses from the others', () => {
    expect(isLoopback('localhost')).toBe(true)
    expect(isLoopback('[::1]')).toBe(true)
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopback('0.0.0.0')).toBe(false)
    expect(isLoopback('')).toBe(false)
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
        MAX_PORTFOLIOS: '3',
        TRUST_PROXY: '1',
        FUNDING_INTERVAL_SEC: '60',
        LIQUIDATION_WARN_BUFFER: '0.5',
      },
      '/app/dist',
    )
    expect(c).toMatchObject({ port: 9000, host: '0.0.0.0' })
    expect(c.server).toMatchObject({
      demo: false,
      dataDir: '/srv/data',
      databaseUrl: 'postgres://u@h/db',
      accessTokenTtlSec: 60,
      jwtSecret: 'x'.repeat(40),
      secureCookies: false,
      paperCash: 5000,
      maxPortfolios: 3,
      fundingIntervalSec: 60,
      liquidationWarnBuffer: 0.5,
      staticDir: '/app/dist',
      trustProxy: true,
    })
  })

  it('refuses nonsense', () => {
    expect(() => configFromEnv({ PORT: 'abc' }, undefined)).toThrow(/PORT/)
    expect(() => configFromEnv({ ACCESS_TOKEN_TTL: '-5' }, undefined)).toThrow(/ACCESS_TOKEN_TTL/)
    expect(() => configFromEnv({ JWT_SECRET: 'short' }, undefined)).toThrow(/JWT_SECRET/)
    expect(() => configFromEnv({ MAX_PORTFOLIOS: '0' }, undefined)).toThrow(/MAX_PORTFOLIOS/)
    expect(() => configFromEnv({ LIQUIDATION_WARN_BUFFER: '1.5' }, undefined)).toThrow(
      /LIQUIDATION_WARN_BUFFER/,
    )
    expect(() => configFromEnv({ LIQUIDATION_WARN_BUFFER: '0' }, undefined)).toThrow(
      /LIQUIDATION_WARN_BUFFER/,
    )
  })
})
