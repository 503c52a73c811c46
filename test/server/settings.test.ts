import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_SETTINGS,
  type Settings,
  type UserPreferences,
  type ValidationIssue,
} from '../../protocol/index.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'
import { cents, newTrader, place } from './trading/trading-helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

type User = Awaited<ReturnType<typeof newUser>>
const call = <T = Settings>(method: string, path: string, u: User, json?: unknown) =>
  t.api<T>(method, `/api/v1${path}`, { token: u.token, ...(json === undefined ? {} : { json }) })
const issuesOf = (body: unknown): ValidationIssue[] =>
  (body as { detail: ValidationIssue[] }).detail
const locs = (body: unknown): string[] => issuesOf(body).map((i) => i.loc.join('.'))

describe('GET /settings', () => {
  it('answers the SPEC §9 defaults for a new user', async () => {
    const u = await newUser(t.api, 'set')
    const got = await call('GET', '/settings', u)
    expect(got.status).toBe(200)
    expect(got.body).toEqual(DEFAULT_SETTINGS)
    expect(got.body.security).toEqual({
      sessionTimeout: 3600,
      requirePasswordForWithdrawals: true,
      apiKeyPermissions: ['read', 'trade'],
    })
    expect(got.body.shortcuts).toMatchObject({ buy: 'b', chart: 'k', search: '/' })
  })

  it('needs a token', async () => {
    expect((await t.api('GET', '/api/v1/settings')).status).toBe(401)
  })
})

describe('PUT /settings', () => {
  it('changes only what it is given, field by field, and keeps it', async () => {
    const u = await newUser(t.api, 'set')
    const put = await call('PUT', '/settings', u, {
      theme: 'light',
      trading: { slippageTolerance: 1.5, quickOrderSizes: [10, 20] },
      chart: { indicators: ['EMA'] },
    })
    expect(put.status).toBe(200)
    expect(put.body.theme).toBe('light')
    expect(put.body.trading).toEqual({
      ...DEFAULT_SETTINGS.trading,
      slippageTolerance: 1.5,
      quickOrderSizes: [10, 20],
    })
    expect(put.body.chart).toEqual({ ...DEFAULT_SETTINGS.chart, indicators: ['EMA'] })
    expect(put.body.language).toBe('en')
    expect((await call('GET', '/settings', u)).body).toEqual(put.body)
  })

  it('keeps the top-level currency and timezone the same as the display ones', async () => {
    const u = await newUser(t.api, 'set')
    const a = await call('PUT', '/settings', u, { currency: 'EUR', timezone: 'Europe/Berlin' })
    expect(a.body.display).toMatchObject({ currency: 'EUR', timezone: 'Europe/Berlin' })
    const b = await call('PUT', '/settings', u, { display: { currency: 'GBP' } })
    expect(b.body.currency).toBe('GBP')
  })

  it('refuses unknown keys and bad values with 422 and where they are', async () => {
    const u = await newUser(t.api, 'set')
    const unknown = await call('PUT', '/settings', u, { colour: 'red', trading: { fee: 1 } })
    expect(unknown.status).toBe(422)
    expect(locs(unknown.body)).toEqual(expect.arrayContaining(['body', 'body.trading']))
    const bad = await call('PUT', '/settings', u, {
      theme: 'pink',
      timezone: 'Mars/Olympus',
      trading: { slippageTolerance: 80, leverage: 0.5 },
    })
    expect(bad.status).toBe(422)
    expect(locs(bad.body)).toEqual(
      expect.arrayContaining([
        'body.theme',
        'body.timezone',
        'body.trading.slippageTolerance',
        'body.trading.leverage',
      ]),
    )
    const noWorkspace = await call('PUT', '/settings', u, { activeWorkspace: 'nope' })
    expect(noWorkspace.status).toBe(422)
    expect(locs(noWorkspace.body)).toEqual(['body.activeWorkspace'])
    expect((await call('GET', '/settings', u)).body).toEqual(DEFAULT_SETTINGS)
  })

  it('never changes security: only its own endpoint does', async () => {
    const u = await newUser(t.api, 'set')
    const sneaky = await call('PUT', '/settings', u, { security: { sessionTimeout: 600 } })
    expect(sneaky.status).toBe(422)
    expect(locs(sneaky.body)).toEqual(['body'])
    const own = await call('PUT', '/settings/security', u, {
      sessionTimeout: 900,
      apiKeyPermissions: ['read'],
    })
    expect(own.status).toBe(200)
    expect(own.body.security).toEqual({
      sessionTimeout: 900,
      requirePasswordForWithdrawals: true,
      apiKeyPermissions: ['read'],
    })
    const tooShort = await call('PUT', '/settings/security', u, { sessionTimeout: 5 })
    expect(tooShort.status).toBe(422)
    expect(locs(tooShort.body)).toEqual(['body.sessionTimeout'])
  })
})

describe('reset, export and import', () => {
  it('reset goes back to the defaults but keeps the security settings', async () => {
    const u = await newUser(t.api, 'set')
    await call('PUT', '/settings', u, { theme: 'system', language: 'de' })
    await call('PUT', '/settings/security', u, { requirePasswordForWithdrawals: false })
    const reset = await call('POST', '/settings/reset', u)
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({
      ...DEFAULT_SETTINGS,
      security: { ...DEFAULT_SETTINGS.security, requirePasswordForWithdrawals: false },
    })
  })

  it('export then import round-trips; the import ignores a security part', async () => {
    const u = await newUser(t.api, 'set')
    await call('PUT', '/settings', u, { theme: 'light', chart: { timeframe: '5m' } })
    const exported = await t.api<Settings>('GET', '/api/v1/settings/export', { token: u.token })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toContain('tradedesk-settings.json')

    const other = await newUser(t.api, 'set')
    const doc = { ...exported.body, security: { sessionTimeout: 300 } }
    const imported = await call('POST', '/settings/import', other, doc)
    expect(imported.status).toBe(200)
    expect(imported.body).toEqual({ ...exported.body, security: DEFAULT_SETTINGS.security })
    expect((await call('GET', '/settings', other)).body.chart.timeframe).toBe('5m')
  })

  it('refuses a document without theme, chart or trading: "Invalid settings format"', async () => {
    const u = await newUser(t.api, 'set')
    const missing = await call('POST', '/settings/import', u, { theme: 'light', chart: {} })
    expect(missing.status).toBe(422)
    expect(issuesOf(missing.body)).toEqual([
      { loc: ['body', 'trading'], msg: 'Invalid settings format', type: 'custom' },
    ])
    const empty = await call('POST', '/settings/import', u, {})
    expect(issuesOf(empty.body).map((i) => i.msg)).toEqual([
      'Invalid settings format',
      'Invalid settings format',
      'Invalid settings format',
    ])
    expect((await call('GET', '/settings', u)).body).toEqual(DEFAULT_SETTINGS)
  })

  it("never touches another user's settings", async () => {
    const a = await newUser(t.api, 'set')
    const b = await newUser(t.api, 'set')
    await call('PUT', '/settings', a, { theme: 'light', trading: { leverage: 5 } })
    await call('POST', '/settings/import', a, { theme: 'system', chart: {}, trading: {} })
    expect((await call('GET', '/settings', b)).body).toEqual(DEFAULT_SETTINGS)
  })
})

describe('/users/preferences', () => {
  it('shows SPEC §3 defaults and shares theme, language, currency and timezone with settings', async () => {
    const u = await newUser(t.api, 'pref')
    const got = await call<UserPreferences>('GET', '/users/preferences', u)
    expect(got.body).toEqual({
      theme: 'dark',
      language: 'en',
      currency: 'USD',
      timezone: 'UTC',
      notifications: {
        email: true,
        push: true,
        sms: false,
        trading: true,
        news: true,
        priceAlerts: true,
      },
    })
    const put = await call<UserPreferences>('PUT', '/users/preferences', u, {
      language: 'de',
      notifications: { sms: true },
    })
    expect(put.status).toBe(200)
    expect(put.body.notifications.sms).toBe(true)
    expect(put.body.notifications.email).toBe(true)
    expect((await call('GET', '/settings', u)).body.language).toBe('de')
    const bad = await call('PUT', '/users/preferences', u, { chart: { type: 'line' } })
    expect(bad.status).toBe(422)
  })
})

describe('slippage tolerance', () => {
  it('a delayed order is judged by the tolerance saved through the settings', async () => {
    const trader = await newTrader(t.api, 'slip')
    const last = (): number => t.server.market.price('ETH-USD')?.price ?? 0
    const delayed = () =>
      place(t.api, trader, {
        symbol: 'ETH-USD',
        side: 'buy',
        orderType: 'market',
        quantity: 0.01,
        referencePrice: cents(last() * 0.97),
      })
    const refused = await delayed()
    expect(refused.status).toBe(400)
    expect(refused.body.detail).toMatch(/\(tolerance 0\.5%\)$/)
    await call('PUT', '/settings', trader, { trading: { slippageTolerance: 10 } })
    const accepted = await delayed()
    expect(accepted.status).toBe(201)
    await call('PUT', '/settings', trader, { trading: { slippageTolerance: 1 } })
    expect((await delayed()).body.detail).toMatch(/\(tolerance 1%\)$/)
  })
})
