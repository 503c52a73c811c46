/**
 * The options market over HTTP and the socket: the listing (expiries of every cadence, names
 * that parse back), the chain around the model, the makers' resting orders, the market listings'
 * `kind`, the `options` channel, and expiry of a contract listed seconds away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  OPTION_UNDERLYINGS,
  optionChain,
  optionExpiries,
  orderBook,
  symbolInfo,
  volSurface,
  type OptionChain,
  type OptionExpiries,
  type SymbolInfo,
} from '../../../protocol/index.ts'
import { parseOptionName } from '../../../protocol/options/names.ts'
import type { Expiry } from '../../../server/options/types.ts'
import { newUser, onStream, startServer, type TestServer } from '../helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

const expiriesOf = async (underlying: string): Promise<OptionExpiries> => {
  const res = await t.api('GET', `/api/v1/market/options/expiries?underlying=${underlying}`)
  expect(res.status).toBe(200)
  return optionExpiries.parse(res.body)
}

const chainOf = async (underlying: string, expiry: number): Promise<OptionChain> => {
  const res = await t.api(
    'GET',
    `/api/v1/market/options/chain?underlying=${underlying}&expiry=${expiry}`,
  )
  expect(res.status).toBe(200)
  return optionChain.parse(res.body)
}

describe('the listing', () => {
  it('lists every underlying with daily, weekly, monthly and quarterly expiries at 08:00 UTC', async () => {
    for (const underlying of OPTION_UNDERLYINGS) {
      const listed = await expiriesOf(underlying)
      expect(listed.indexPrice).toBeGreaterThan(0)
      const cadences = new Set(listed.expiries.flatMap((e) => e.cadences))
      expect(cadences).toEqual(new Set(['daily', 'weekly', 'monthly', 'quarterly']))
      for (const e of listed.expiries) {
        expect(new Date(e.expiry).getUTCHours()).toBe(8)
        expect(e.expiry).toBeGreaterThan(Date.now())
        expect(e.strikes.length).toBeGreaterThanOrEqual(5)
        expect(e.strikes.length).toBeLessThanOrEqual(25)
        expect([...e.strikes].sort((a, b) => a - b)).toEqual(e.strikes)
      }
      // Strikes straddle the index on the nearest expiry.
      const first = listed.expiries[0]?.strikes ?? []
      expect(first[0]).toBeLessThan(listed.indexPrice)
      expect(first.at(-1)).toBeGreaterThan(listed.indexPrice)
    }
  })

  it('names every contract so that it parses back to its spec', async () => {
    const res = await t.api<SymbolInfo[]>('GET', '/api/v1/market/symbols?kind=option')
    const list = z.array(symbolInfo).parse(res.body)
    expect(list.length).toBeGreaterThan(200)
    expect(list.length).toBeLessThan(1000)
    for (const info of list) {
      const spec = info.option
      if (!spec) throw new Error(`${info.symbol} has no option spec`)
      const parsed = parseOptionName(info.symbol)
      expect(parsed, info.symbol).not.toBeNull()
      expect(`${parsed?.underlying}-USD`).toBe(spec.underlying)
      expect(parsed?.strike).toBe(spec.strike)
      expect(parsed?.kind).toBe(spec.right)
      expect(parsed?.expiry.toISOString().slice(0, 10)).toBe(
        new Date(spec.expiry).toISOString().slice(0, 10),
      )
      expect(info.quote).toBe('USD')
    }
  })

  it('keeps /market/symbols spot-only unless asked, and finds options by name prefix', async () => {
    const spot = z.array(symbolInfo).parse((await t.api('GET', '/api/v1/market/symbols')).body)
    expect(spot.some((s) => s.option)).toBe(false)
    expect(spot.some((s) => s.symbol === 'BTC-USD')).toBe(true)
    const all = z
      .array(symbolInfo)
      .parse((await t.api('GET', '/api/v1/market/symbols?kind=all')).body)
    expect(all.length).toBeGreaterThan(spot.length)

    const hits = z
      .array(symbolInfo)
      .parse((await t.api('GET', '/api/v1/market/search?q=BTC-')).body)
    expect(hits[0]?.symbol).toBe('BTC-USD')
    expect(hits.slice(1).length).toBeGreaterThan(0)
    expect(hits.slice(1).every((s) => s.option?.underlying === 'BTC-USD')).toBe(true)

    const name = all.find((s) => s.option?.underlying === 'ETH-USD')?.symbol ?? ''
    const prefix = name.split('-').slice(0, 2).join('-')
    const byDay = z
      .array(symbolInfo)
      .parse((await t.api('GET', `/api/v1/market/search?q=${prefix}&kind=option`)).body)
    expect(byDay.length).toBeGreaterThan(0)
    expect(byDay.every((s) => s.symbol.startsWith(prefix))).toBe(true)
    const spotOnly = z
      .array(symbolInfo)
      .parse((await t.api('GET', '/api/v1/market/search?q=BTC-&kind=spot')).body)
    expect(spotOnly.every((s) => !s.option)).toBe(true)
  })
})

describe('the chain and the surface', () => {
  it('quotes every strike with a call and a put around the model, IV near the smile', async () => {
    const listed = await expiriesOf('BTC-USD')
    // The longest expiry: its wings are still worth a bid (the next day's far strikes are not).
    const { expiry, strikes } = listed.expiries.at(-1) ?? { expiry: 0, strikes: [] }
    const chain = await chainOf('BTC-USD', expiry)
    expect(chain.quotes).toHaveLength(strikes.length * 2)
    for (const k of strikes)
      for (const right of ['call', 'put'])
        expect(chain.quotes.filter((q) => q.strike === k && q.right === right)).toHaveLength(1)
    const inside = chain.quotes.filter(
      (q) => q.bid !== null && q.ask !== null && q.bid < q.markPrice && q.markPrice < q.ask,
    )
    expect(inside.length).toBeGreaterThanOrEqual(chain.quotes.length * 0.8)
    for (const q of chain.quotes) {
      expect(q.ask).not.toBeNull()
      if (q.bid !== null) expect(q.bid).toBeGreaterThan(0)
      expect(q.markIv).toBeGreaterThan(0.1)
      expect(q.markIv).toBeLessThan(3)
      // The slice the chain carries gives the same volatility at the contract's moneyness.
      const { a, b, rho, m, sigma } = chain.slice.params
      const d = Math.log(q.strike / chain.slice.forward) - m
      const w = a + b * (rho * d + Math.sqrt(d * d + sigma * sigma))
      expect(Math.sqrt(w / chain.slice.T)).toBeCloseTo(q.markIv, 3)
      if (q.bidIv !== null) expect(q.bidIv).toBeLessThan(q.markIv + 1e-9)
      if (q.askIv !== null) expect(q.askIv).toBeGreaterThan(q.markIv - 1e-9)
      expect(Math.abs(q.greeks.delta)).toBeLessThanOrEqual(1)
      expect(q.greeks.vega).toBeGreaterThanOrEqual(0)
    }
    // Puts richer than calls: the smile is higher below the forward than above it.
    const low = chain.quotes.find((q) => q.strike === strikes[0])
    const high = chain.quotes.find((q) => q.strike === strikes.at(-1))
    expect(low?.markIv ?? 0).toBeGreaterThan(high?.markIv ?? 0)
  })

  it('answers the surface with one slice per expiry and 404 for what is not listed', async () => {
    const listed = await expiriesOf('SOL-USD')
    const res = await t.api('GET', '/api/v1/market/options/surface?underlying=SOL-USD')
    const surface = volSurface.parse(res.body)
    expect(surface.slices.map((s) => s.expiry)).toEqual(listed.expiries.map((e) => e.expiry))
    expect(surface.rate).toBeGreaterThan(0)
    for (const path of [
      '/api/v1/market/options/expiries?underlying=AAPL-USD',
      '/api/v1/market/options/surface?underlying=NOPE-USD',
      `/api/v1/market/options/chain?underlying=SOL-USD&expiry=${(listed.expiries[0]?.expiry ?? 0) + 1}`,
      `/api/v1/market/options/chain?underlying=XRP-USD&expiry=${listed.expiries[0]?.expiry ?? 0}`,
    ])
      expect((await t.api('GET', path)).status, path).toBe(404)
  })

  it('shows the makers resting in the book of a contract like any other symbol', async () => {
    const listed = await expiriesOf('ETH-USD')
    const chain = await chainOf('ETH-USD', listed.expiries[0]?.expiry ?? 0)
    const atm = [...chain.quotes].sort(
      (a, b) => Math.abs(a.strike - chain.indexPrice) - Math.abs(b.strike - chain.indexPrice),
    )[0]
    const symbol = atm?.symbol ?? ''
    const user = await newUser(t.api, 'optbook')
    const socket = await t.connect(user.token)
    socket.send({ type: 'subscribe', channel: 'orderbook', symbol })
    const pushed = await socket.waitFor(onStream('orderbook'))
    expect(pushed.symbol).toBe(symbol)
    const book = orderBook.parse(pushed.data)
    expect(book.bids.length).toBeGreaterThanOrEqual(2)
    expect(book.asks.length).toBeGreaterThanOrEqual(2)
    expect(book.bids[0]?.[0] ?? Infinity).toBeLessThan(book.asks[0]?.[0] ?? 0)
    expect(book.bids[0]?.[0]).toBe(atm?.bid)
    expect(book.asks[0]?.[0]).toBe(atm?.ask)
    const price = await t.api<{ symbol: string; price: number }[]>(
      'GET',
      `/api/v1/market/data?symbols=${symbol}`,
    )
    expect(price.body[0]?.symbol).toBe(symbol)
    expect(price.body[0]?.price).toBeGreaterThan(0)
  })
})

describe('the options channel', () => {
  it('pushes the book tops of the underlying’s contracts after subscribe', async () => {
    const user = await newUser(t.api, 'optch')
    const s = await t.connect(user.token)
    s.send({ type: 'subscribe', channel: 'options', symbol: 'BTC-USD' })
    const first = await s.waitFor(onStream('options'))
    const from = s.messages.indexOf(first) + 1
    const next = await s.waitFor(onStream('options'), 5000, from)
    const data = next.data as { underlying: string; tops: { symbol: string; ask: number | null }[] }
    expect(data.underlying).toBe('BTC-USD')
    expect(data.tops.length).toBe(t.server.options.underlyingContracts('BTC-USD').length)
    expect(data.tops.filter((top) => top.ask !== null).length).toBeGreaterThan(data.tops.length / 2)
  })
})

describe('expiry', () => {
  it('settles a contract listed seconds away at the index, delists it and keeps the schedule', async () => {
    const options = t.server.options
    const expiry = Date.now() + 2_000
    const before = options.listed().length
    const added = options.listExpiry('BTC-USD', expiry, [12_345.5, 250_000])
    expect(added).toHaveLength(4)
    expect(options.listed().length).toBe(before + 4)
    const symbol = added[0]?.symbol ?? ''
    expect(options.value(symbol)?.markPrice).toBeGreaterThan(0)
    const seen: Expiry[] = []
    const off = options.onExpiry((e) => {
      // Listeners run while the contracts are still listed.
      expect(options.option(symbol)).toBeDefined()
      seen.push(e)
    })
    options.expireDue(expiry - 1)
    expect(seen).toHaveLength(0)
    const index = t.server.market.indexPrice('BTC-USD')
    options.expireDue(expiry)
    off()
    const mine = seen.find((e) => e.expiry === expiry)
    expect(mine?.underlying).toBe('BTC-USD')
    expect(mine?.settlementPrice).toBe(index)
    expect(mine?.contracts.map((c) => c.symbol).sort()).toEqual(added.map((c) => c.symbol).sort())
    expect(options.option(symbol)).toBeUndefined()
    expect(options.listed().length).toBe(before)
    expect(t.server.ctx.market.hasSymbol(symbol)).toBe(false)
    expect(t.server.ctx.market.orderBook(symbol)).toBeUndefined()
    // The schedule is untouched: every scheduled expiry is still listed.
    const listed = await expiriesOf('BTC-USD')
    expect(listed.expiries.some((e) => e.expiry === expiry)).toBe(false)
    expect(listed.expiries.length).toBeGreaterThanOrEqual(5)
  })
})
