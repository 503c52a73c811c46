import { afterEach, describe, expect, it } from 'vitest'
import type { OrderBook, PortfolioSummary } from '../../../protocol/index.ts'
import type {
  DataChange,
  PortfolioSummaryUpdate,
  TradesUpdate,
} from '../../../workers/engine/api.ts'
import { RECENT_TRADES_MAX } from '../../../workers/engine/market/symbol-streams.ts'
import {
  disposeEngines,
  json,
  makeEngine,
  signedInEngine,
  waitFor,
} from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

const subscribed = (frames: unknown[], channel: string) =>
  frames.filter(
    (f) =>
      (f as { type?: string; channel?: string }).type === 'subscribe' &&
      (f as { channel?: string }).channel === channel,
  )

const book = (symbol: string, bid: number): OrderBook => ({
  symbol,
  bids: [[bid, 1]],
  asks: [[bid + 1, 1]],
  lastUpdate: bid,
})
const print = (symbol: string, id: number) => ({
  id: String(id),
  symbol,
  price: 100 + id,
  quantity: 1,
  side: 'buy' as const,
  time: id,
})
const summary: PortfolioSummary = {
  portfolioId: 'p1',
  totalValue: 1000,
  cash: 400,
  change24h: 10,
  change24hPercent: 1,
  positions: {},
}

describe('symbol streams', () => {
  it('delivers the order book of the watched symbol only', async () => {
    const ctx = await signedInEngine()
    const got: OrderBook[] = []
    await ctx.api.watchOrderBook('btc-usd', (b) => got.push(b))
    expect(subscribed(ctx.socket.frames(), 'orderbook')).toEqual([
      { type: 'subscribe', channel: 'orderbook', symbols: ['BTC-USD'] },
    ])
    ctx.socket.receive({
      channel: 'orderbook',
      symbol: 'ETH-USD',
      seq: 1,
      data: book('ETH-USD', 5),
    })
    ctx.socket.receive({
      channel: 'orderbook',
      symbol: 'BTC-USD',
      seq: 1,
      data: book('BTC-USD', 9),
    })
    await waitFor(() => expect(got.map((b) => b.bids[0]?.[0])).toEqual([9]))
  })

  it('keeps the last 100 trades newest first; a snapshot replaces them', async () => {
    const ctx = await signedInEngine()
    const got: TradesUpdate[] = []
    await ctx.api.watchTrades('BTC-USD', (t) => got.push(t))
    const snapshot = Array.from({ length: 80 }, (_, i) => print('BTC-USD', i + 1))
    ctx.socket.receive({ channel: 'trades', symbol: 'BTC-USD', seq: 1, data: snapshot })
    const live = Array.from({ length: 30 }, (_, i) => print('BTC-USD', i + 81))
    ctx.socket.receive({ channel: 'trades', symbol: 'BTC-USD', seq: 2, data: live })
    await waitFor(() => expect(got.at(-1)?.trades).toHaveLength(RECENT_TRADES_MAX))
    expect(got.at(-1)?.trades[0]?.id).toBe('110')
    expect(got.at(-1)?.trades.at(-1)?.id).toBe('11')
    ctx.socket.receive({
      channel: 'trades',
      symbol: 'BTC-USD',
      seq: 1,
      data: [print('BTC-USD', 500)],
    })
    await waitFor(() => expect(got.at(-1)?.trades.map((t) => t.id)).toEqual(['500']))
  })
})

describe('portfolio summary', () => {
  it('follows the server’s valuation, and shows the last one from IndexedDB in a new engine', async () => {
    const ctx = await signedInEngine()
    const got: PortfolioSummaryUpdate[] = []
    await ctx.api.watchPortfolioSummary((u) => got.push(u))
    expect(subscribed(ctx.socket.frames(), 'portfolio')).toHaveLength(1)
    ctx.socket.receive({ channel: 'portfolio', seq: 1, data: summary })
    await waitFor(() => expect(got.at(-1)).toMatchObject({ summary, fromCache: false }))
    // A payload that does not match the channel's schema is dropped, never shown.
    ctx.socket.receive({ channel: 'portfolio', seq: 2, data: { totalValue: 'lots' } })
    // The dropped frame took no seq, so the next good one continues the stream.
    ctx.socket.receive({ channel: 'portfolio', seq: 2, data: { ...summary, totalValue: 1200 } })
    await waitFor(() => expect(got.at(-1)?.summary?.totalValue).toBe(1200))
    expect(got.some((u) => typeof u.summary?.totalValue !== 'number')).toBe(false)
    expect(ctx.logs).toContain('invalid socket frame')

    ctx.engine.dispose()
    const next = makeEngine({}, { dbName: ctx.dbName })
    const cached: PortfolioSummaryUpdate[] = []
    await next.api.watchPortfolioSummary((u) => cached.push(u))
    await waitFor(() => expect(cached[0]).toMatchObject({ summary, fromCache: true }))
  })
})

describe('changes', () => {
  it('tells every tab what the server pushed and what another tab wrote, merged', async () => {
    const ctx = await signedInEngine({
      'POST /portfolios': () =>
        json(201, {
          id: 'p2',
          name: 'Second',
          description: null,
          isActive: true,
          cash: 0,
          currency: 'USD',
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
        }),
    })
    const other = ctx.engine.connectTab()
    const got: DataChange[][] = []
    await other.watchChanges((c) => got.push(c))
    for (const channel of ['orders', 'positions', 'balances', 'notifications'])
      expect(subscribed(ctx.socket.frames(), channel), channel).toHaveLength(1)
    ctx.socket.receive({
      channel: 'balances',
      seq: 1,
      data: { portfolioId: 'p1', currency: 'USD', available: 1, reserved: 0, total: 1 },
    })
    ctx.socket.receive({
      channel: 'balances',
      seq: 2,
      data: { portfolioId: 'p1', currency: 'USD', available: 2, reserved: 0, total: 2 },
    })
    await waitFor(() =>
      expect(got.flat()).toEqual([
        { topic: 'balances', portfolioId: 'p1' },
        { topic: 'portfolios' },
      ]),
    )
    const created = await ctx.api.createPortfolio({ name: 'Second' })
    expect(created.ok).toBe(true)
    await waitFor(() => expect(got.at(-1)).toEqual([{ topic: 'portfolios' }]))
  })
})
