import { afterEach, describe, expect, it } from 'vitest'
import type { MultiLegResult, OptionTopsUpdate } from '../../../protocol/index.ts'
import { disposeEngines, json, signedInEngine, waitFor } from '../helpers/engine-fixture.ts'
import { chainFixture, EXPIRY, NOW } from './chain-fixture.ts'

afterEach(disposeEngines)

const result = (id: string): MultiLegResult => ({
  id,
  strategy: 'straddle',
  orders: [],
  netPremium: 120,
  fees: 1,
})

describe('options domain', () => {
  it('reads one expiry’s chain with the query the contract declares', async () => {
    const ctx = await signedInEngine({
      'GET /market/options/chain': () => json(200, chainFixture()),
    })
    const res = await ctx.api.optionChain('BTC-USD', EXPIRY)
    expect(res.ok && res.value.quotes).toHaveLength(10)
    const sent = ctx.http.calls.find((c) => c.path === '/market/options/chain')
    expect(sent?.url.searchParams.get('underlying')).toBe('BTC-USD')
    expect(sent?.url.searchParams.get('expiry')).toBe(String(EXPIRY))
  })

  it('names failures in words and rejects an answer of the wrong shape', async () => {
    const ctx = await signedInEngine({
      'GET /market/options/expiries': () => json(409, {}),
      'GET /market/options/surface': () => json(200, { underlying: 'BTC-USD' }),
    })
    const expiries = await ctx.api.optionExpiries('BTC-USD')
    expect(!expiries.ok && expiries.error.message).toBe('Failed to fetch option expiries')
    const surface = await ctx.api.volSurface('BTC-USD')
    expect(surface.ok).toBe(false)
  })

  it('places a strategy once with one Idempotency-Key, resent unchanged after no answer', async () => {
    let calls = 0
    const ctx = await signedInEngine({
      'POST /orders/multi-leg': () => (++calls === 1 ? 'network' : json(201, result('m1'))),
    })
    const res = await ctx.api.placeMultiLeg({
      portfolioId: 'p1',
      strategy: 'straddle',
      legs: [
        { symbol: 'BTC-01JUL26-100000-C', side: 'buy', quantity: 1 },
        { symbol: 'BTC-01JUL26-100000-P', side: 'buy', quantity: 1 },
      ],
    })
    expect(res.ok && res.value.id).toBe('m1')
    const sent = ctx.http.calls.filter((c) => c.path === '/orders/multi-leg')
    expect(sent).toHaveLength(2)
    const keys = sent.map((c) => c.headers.get('idempotency-key'))
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({
      clientOrderId: keys[0],
      strategy: 'straddle',
    })
  })

  it('refuses a strategy without a portfolio and shows the server’s reason', async () => {
    const ctx = await signedInEngine({
      'POST /orders/multi-leg': () => json(400, { detail: 'Insufficient balance' }),
    })
    const legs = [
      { symbol: 'BTC-01JUL26-100000-C', side: 'buy' as const, quantity: 1 },
      { symbol: 'BTC-01JUL26-100000-P', side: 'buy' as const, quantity: 1 },
    ]
    const none = await ctx.api.placeMultiLeg({ portfolioId: '', strategy: 'custom', legs })
    expect(!none.ok && none.error.message).toBe('No portfolio selected')
    const refused = await ctx.api.placeMultiLeg({ portfolioId: 'p1', strategy: 'custom', legs })
    expect(!refused.ok && refused.error.message).toBe('Insufficient balance')
  })

  it('keeps every contract’s top per underlying; a snapshot replaces the set', async () => {
    const ctx = await signedInEngine()
    const got: OptionTopsUpdate[] = []
    await ctx.api.watchOptionTops('btc-usd', (u) => got.push(u))
    expect(ctx.socket.frames()).toContainEqual({
      type: 'subscribe',
      channel: 'options',
      symbols: ['BTC-USD'],
    })
    const top = (symbol: string, bid: number) => ({
      symbol,
      bid,
      ask: bid + 10,
      bidSize: 1,
      askSize: 1,
      last: null,
      openInterest: 0,
    })
    const frame = (seq: number, tops: ReturnType<typeof top>[]) => ({
      channel: 'options',
      symbol: 'BTC-USD',
      seq,
      data: { underlying: 'BTC-USD', time: NOW, tops },
    })
    ctx.socket.receive(frame(1, [top('A', 1), top('B', 2)]))
    ctx.socket.receive(frame(2, [top('B', 3)]))
    await waitFor(() => expect(got.at(-1)?.tops.map((t) => t.bid)).toEqual([1, 3]))
    ctx.socket.receive(frame(1, [top('C', 4)]))
    await waitFor(() => expect(got.at(-1)?.tops.map((t) => t.symbol)).toEqual(['C']))
  })
})
