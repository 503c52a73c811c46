import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  candlesResponse,
  health,
  marketPrice,
  symbolInfo,
  TIMEFRAME_MS,
  type CandlesResponse,
  type MarketPrice,
  type SymbolInfo,
} from '../../protocol/index.ts'
import { startServer, type TestServer } from './helpers.ts'

let t: TestServer
let staticDir = ''
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'tradedesk-static-'))
  await mkdir(join(staticDir, 'assets'))
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>TradeDesk</title>')
  await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  await writeFile(join(staticDir, 'assets', 'app-3f2a1b.js'), 'console.log(1)')
  t = await startServer({ staticDir })
})
afterAll(async () => {
  await t.close()
  await rm(staticDir, { recursive: true, force: true })
})

describe('symbols and prices', () => {
  it('lists at least 20 symbols across the four asset classes', async () => {
    const res = await t.api<SymbolInfo[]>('GET', '/api/v1/market/symbols')
    const list = z.array(symbolInfo).parse(res.body)
    expect(list.length).toBeGreaterThanOrEqual(20)
    expect(new Set(list.map((s) => s.assetClass))).toEqual(
      new Set(['crypto', 'fx', 'equity', 'commodity']),
    )
    expect(list.map((s) => s.symbol)).toEqual(
      expect.arrayContaining(['BTC-USD', 'EUR-USD', 'USD-JPY', 'AAPL-USD', 'XAU-USD']),
    )
    for (const s of list) expect(s.symbol).toBe(`${s.base}-${s.quote}`)
  })

  it('answers all prices, or the requested ones with unknown symbols skipped', async () => {
    const all = await t.api<MarketPrice[]>('GET', '/api/v1/market/data')
    const symbols = await t.api<SymbolInfo[]>('GET', '/api/v1/market/symbols')
    expect(z.array(marketPrice).parse(all.body)).toHaveLength(symbols.body.length)
    const some = await t.api<MarketPrice[]>(
      'GET',
      '/api/v1/market/data?symbols=btc-usd,EUR-USD,NOPE-USD',
    )
    expect(some.body.map((p) => p.symbol)).toEqual(['BTC-USD', 'EUR-USD'])
    for (const p of some.body) {
      expect(p.price).toBeGreaterThan(0)
      expect(p.high24h).toBeGreaterThanOrEqual(p.price)
      expect(p.low24h).toBeLessThanOrEqual(p.price)
      expect(p.volume24h).toBeGreaterThan(0)
    }
  })
})

describe('candles', () => {
  it('defaults to 500 bars, oldest first, on contiguous buckets', async () => {
    const res = await t.api<CandlesResponse>(
      'GET',
      '/api/v1/market/candles?symbol=BTC-USD&timeframe=5m',
    )
    const body = candlesResponse.parse(res.body)
    expect(body.candles).toHaveLength(500)
    body.candles.forEach((c, i) => {
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close))
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close))
      if (i > 0) expect(c.time - (body.candles[i - 1]?.time ?? 0)).toBe(TIMEFRAME_MS['5m'])
    })
  })

  it('honours limit and every timeframe, up to the history kept', async () => {
    for (const tf of ['1m', '5m', '1h', '1d'] as const) {
      const res = await t.api<CandlesResponse>(
        'GET',
        `/api/v1/market/candles?symbol=ETH-USD&timeframe=${tf}&limit=10`,
      )
      expect(res.status).toBe(200)
      expect(res.body.timeframe).toBe(tf)
      expect(res.body.candles).toHaveLength(10)
    }
    const max = await t.api<CandlesResponse>(
      'GET',
      '/api/v1/market/candles?symbol=ETH-USD&timeframe=1d&limit=5000',
    )
    expect(max.body.candles.length).toBe(3000)
    expect((await t.api('GET', '/api/v1/market/candles?symbol=ETH-USD&limit=5001')).status).toBe(
      422,
    )
    expect((await t.api('GET', '/api/v1/market/candles?symbol=ETH-USD&timeframe=2h')).status).toBe(
      422,
    )
  })

  it('the newest candle closes at the current price', async () => {
    const res = await t.api<CandlesResponse>(
      'GET',
      '/api/v1/market/candles?symbol=SOL-USD&timeframe=1m&limit=1',
    )
    const price = t.server.market.price('SOL-USD')?.price
    expect(res.body.candles[0]?.close).toBeCloseTo(price ?? 0, 0)
  })

  it('unknown symbol → 404', async () => {
    const res = await t.api('GET', '/api/v1/market/candles?symbol=NOPE-USD')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ detail: 'Symbol not found' })
  })
})

describe('search', () => {
  it('matches symbol and name case-insensitively, at most 20', async () => {
    const btc = await t.api<SymbolInfo[]>('GET', '/api/v1/market/search?q=bitcoin')
    expect(btc.body.map((s) => s.symbol)).toEqual(['BTC-USD'])
    const eth = await t.api<SymbolInfo[]>('GET', '/api/v1/market/search?q=ETH')
    expect(eth.body[0]?.symbol).toBe('ETH-USD')
    const apple = await t.api<SymbolInfo[]>('GET', '/api/v1/market/search?q=APPLE')
    expect(apple.body.map((s) => s.symbol)).toEqual(['AAPL-USD'])
    const usd = await t.api<SymbolInfo[]>('GET', '/api/v1/market/search?q=usd')
    expect(usd.body).toHaveLength(20)
    expect((await t.api<SymbolInfo[]>('GET', '/api/v1/market/search?q=zzzz')).body).toEqual([])
  })
})

describe('health and the static app', () => {
  it('health is public', async () => {
    const res = await t.api('GET', '/api/v1/health')
    expect(health.parse(res.body)).toMatchObject({ status: 'ok', database: 'pglite', demo: false })
  })

  it('serves index.html for app routes and no-cache for the shell and the service worker', async () => {
    const page = await t.api<string>('GET', '/dashboard')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<title>TradeDesk</title>')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const root = await t.api<string>('GET', '/')
    expect(root.body).toContain('TradeDesk')
    const sw = await t.api('GET', '/sw.js')
    expect(sw.status).toBe(200)
    expect(sw.headers.get('cache-control')).toBe('no-cache')
  })

  it('hashed assets are immutable; missing files and API paths are JSON 404s', async () => {
    const asset = await t.api('GET', '/assets/app-3f2a1b.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const missing = await t.api('GET', '/assets/gone-123.js')
    expect(missing.status).toBe(404)
    const api = await t.api('GET', '/api/v1/nothing')
    expect(api.status).toBe(404)
    expect(api.body).toEqual({ detail: 'Not Found' })
  })
})
