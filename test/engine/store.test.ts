import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, type Holding, type Portfolio } from '../../protocol/index.ts'
import { KV } from '../../workers/engine/store/db.ts'
import type { FakeAnswer } from './helpers/fake-fetch.ts'
import {
  disposeEngines,
  freshDbName,
  json,
  loginRoute,
  makeEngine,
  openTestDb,
} from './helpers/engine-fixture.ts'

afterEach(disposeEngines)

const portfolio = (id: string, name = `P ${id}`): Portfolio => ({
  id,
  name,
  description: null,
  isActive: true,
  cash: 10_000,
  currency: 'USD',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
})
const holding = (id: string, portfolioId: string): Holding => ({
  id,
  portfolioId,
  symbol: 'BTC-USD',
  source: 'exchange',
  quantity: 1,
  averagePrice: 50_000,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
})
const candles = [0, 1, 2].map((i) => ({
  time: 1_700_000_000_000 + i * 60_000,
  open: 10 + i,
  high: 20 + i,
  low: 5 + i,
  close: 15 + i,
  volume: 100 + i,
}))

/** An engine signed in as alice whose server can be switched off. */
async function signedIn(routes: Record<string, () => FakeAnswer>, dbName = freshDbName()) {
  const state = { online: true }
  const wrapped = Object.fromEntries(
    Object.entries(routes).map(([k, h]) => [k, () => (state.online ? h() : ('network' as const))]),
  )
  const ctx = makeEngine({ 'POST /auth/login': loginRoute('A'), ...wrapped }, { dbName })
  await ctx.api.login({ email: 'alice@example.com', password: 'secret-pw', remember: false })
  return { ...ctx, state }
}

describe('network first, Dexie fallback', () => {
  it('portfolios: fresh from the server, then from IndexedDB with fromCache when offline', async () => {
    const ctx = await signedIn({ 'GET /portfolios': () => json(200, [portfolio('p1')]) })
    expect(await ctx.api.listPortfolios()).toEqual({
      ok: true,
      value: { value: [portfolio('p1')], fromCache: false },
    })
    ctx.state.online = false
    expect(await ctx.api.listPortfolios()).toEqual({
      ok: true,
      value: { value: [portfolio('p1')], fromCache: true, savedAt: expect.any(Number) as number },
    })
  })

  it('a 4xx is an answer, not a reason to serve the cache', async () => {
    let status = 200
    const ctx = await signedIn({
      'GET /portfolios': () => json(status, status === 200 ? [portfolio('p1')] : { detail: 'no' }),
    })
    await ctx.api.listPortfolios()
    status = 403
    const res = await ctx.api.listPortfolios()
    expect(res.ok ? null : res.error.message).toBe(
      'Access denied. You do not have permission to perform this action.',
    )
  })

  it('no cache and no network: the network failure', async () => {
    const ctx = await signedIn({ 'GET /market/symbols': () => 'network' })
    const res = await ctx.api.listSymbols()
    expect(res).toEqual({
      ok: false,
      error: { status: null, message: 'Network error. Please check your connection.' },
    })
  })

  it('invalid rows read back from IndexedDB are dropped, not trusted', async () => {
    const dbName = freshDbName()
    const ctx = await signedIn({ 'GET /portfolios': () => json(200, [portfolio('p1')]) }, dbName)
    await ctx.api.listPortfolios()
    const db = openTestDb(dbName)
    await db.portfolios.bulkPut([
      { id: 'bad', name: 42 },
      { ...portfolio('p2'), cash: 'lots' },
      portfolio('p3'),
    ])
    db.close()
    ctx.state.online = false
    const res = await ctx.api.listPortfolios()
    expect(res.ok && res.value.value.map((p) => p.id).sort()).toEqual(['p1', 'p3'])
  })

  it('holdings are cached per portfolio', async () => {
    const ctx = await signedIn({
      'GET /portfolios/p1/holdings': () => json(200, [holding('h1', 'p1')]),
      'GET /portfolios/p2/holdings': () => json(200, [holding('h2', 'p2')]),
    })
    await ctx.api.listHoldings('p1')
    await ctx.api.listHoldings('p2')
    ctx.state.online = false
    const res = await ctx.api.listHoldings('p1')
    expect(res).toEqual({
      ok: true,
      value: {
        value: [holding('h1', 'p1')],
        fromCache: true,
        savedAt: expect.any(Number) as number,
      },
    })
  })

  it('a list saved empty is a copy too: offline it is empty, not an error, with its time', async () => {
    const ctx = await signedIn({ 'GET /portfolios/p1/holdings': () => json(200, []) })
    const before = Date.now()
    await ctx.api.listHoldings('p1')
    ctx.state.online = false
    const res = await ctx.api.listHoldings('p1')
    expect(res.ok && res.value).toMatchObject({ value: [], fromCache: true })
    expect(res.ok && (res.value.savedAt ?? 0) >= before).toBe(true)
    // Never confirmed, nothing to show: the server's error is the answer.
    expect((await ctx.api.listHoldings('p9')).ok).toBe(false)
  })

  it('holdings read offline come in the server’s order: by symbol, exchange before manual', async () => {
    const row = (id: string, symbol: string, source: Holding['source']): Holding => ({
      ...holding(id, 'p1'),
      symbol,
      source,
    })
    // Ids in the opposite order, so IndexedDB's key order is not the answer by chance.
    const list = [
      row('z1', 'BTC-USD', 'exchange'),
      row('y2', 'BTC-USD', 'manual'),
      row('x3', 'ETH-USD', 'manual'),
    ]
    const ctx = await signedIn({ 'GET /portfolios/p1/holdings': () => json(200, list) })
    await ctx.api.listHoldings('p1')
    ctx.state.online = false
    const res = await ctx.api.listHoldings('p1')
    expect(res.ok && res.value.fromCache).toBe(true)
    expect(res.ok && res.value.value.map((h) => h.id)).toEqual(['z1', 'y2', 'x3'])
  })

  it('candles: columnar with times in seconds, cached per symbol and timeframe', async () => {
    const ctx = await signedIn({
      'GET /market/candles': () => json(200, { symbol: 'BTC-USD', timeframe: '1m', candles }),
    })
    const fresh = await ctx.api.getCandles('BTC-USD', '1m', 500)
    expect(fresh.ok && fresh.value.value).toEqual([
      [1_700_000_000, 1_700_000_060, 1_700_000_120],
      [10, 11, 12],
      [20, 21, 22],
      [5, 6, 7],
      [15, 16, 17],
      [100, 101, 102],
    ])
    ctx.state.online = false
    const cached = await ctx.api.getCandles('BTC-USD', '1m', 2)
    expect(cached.ok && cached.value.fromCache).toBe(true)
    expect(cached.ok && cached.value.value[0]).toEqual([1_700_000_060, 1_700_000_120])
    expect((await ctx.api.getCandles('BTC-USD', '1h')).ok).toBe(false)
  })

  it('writes go to the server, then to IndexedDB; signing out clears them', async () => {
    const dbName = freshDbName()
    const ctx = await signedIn(
      {
        'POST /portfolios': () => json(201, portfolio('p9', 'New')),
        'POST /auth/logout': () => json(204, null),
      },
      dbName,
    )
    const created = await ctx.api.createPortfolio({ name: 'New' })
    expect(created.ok).toBe(true)
    const db = openTestDb(dbName)
    expect(await db.portfolios.get('p9')).toEqual(portfolio('p9', 'New'))
    await ctx.api.logout()
    for (let i = 0; i < 200 && (await db.portfolios.count()) > 0; i++) {
      await new Promise((r) => setTimeout(r, 5))
    }
    expect(await db.portfolios.count()).toBe(0)
    db.close()
  })
})

describe('settings', () => {
  it('defaults, merged with what is stored; a bad part falls back to its default', async () => {
    const dbName = freshDbName()
    const db = openTestDb(dbName)
    await db.kv.put({
      key: KV.settings,
      value: { theme: 'light', chart: { timeframe: '5m' }, trading: 'broken' },
    })
    db.close()
    const ctx = makeEngine({}, { dbName })
    const s = await ctx.api.getSettings()
    expect(s.theme).toBe('light')
    expect(s.chart).toEqual({ ...DEFAULT_SETTINGS.chart, timeframe: '5m' })
    expect(s.trading).toEqual(DEFAULT_SETTINGS.trading)
    const saved = await ctx.api.saveSettings({ ...s, language: 'de' })
    expect(saved.language).toBe('de')
    expect((await ctx.api.getSettings()).language).toBe('de')
  })
})
