import { afterEach, describe, expect, it } from 'vitest'
import { TRADES_MAX_LIMIT } from '../../../protocol/index.ts'
import type {
  BalanceUpdate,
  DataChange,
  FillsUpdate,
  LiquidationWarning,
  OrdersUpdate,
  OpenPositionsUpdate,
} from '../../../workers/engine/api.ts'
import type { FakeAnswer, FakeHandler } from '../helpers/fake-fetch.ts'
import {
  disposeEngines,
  json,
  makeEngine,
  openTestDb,
  signedInEngine,
  waitFor,
} from '../helpers/engine-fixture.ts'
import { cash, fill, order, spot } from '../helpers/orders.ts'

afterEach(disposeEngines)

const subscribes = (frames: unknown[], channel: string) =>
  frames.filter((f) => {
    const m = f as { type?: string; channel?: string }
    return m.type === 'subscribe' && m.channel === channel
  })

const tradingRoutes = (over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /orders': () => json(200, [order('o-1')]),
  'GET /positions': () => json(200, [spot('pos-1')]),
  'GET /trades': () => json(200, [fill('f-1', 1)]),
  'GET /portfolios/p1/balances': () => json(200, cash(500)),
  ...over,
})

describe('shared per portfolio', () => {
  it('two tabs watching one portfolio: one REST snapshot and one socket subscription', async () => {
    const ctx = await signedInEngine(tradingRoutes())
    const tab2 = ctx.engine.connectTab()
    const a: OrdersUpdate[] = []
    const b: OrdersUpdate[] = []
    const idA = await ctx.api.watchOrders('p1', (u) => a.push(u))
    const idB = await tab2.watchOrders('p1', (u) => b.push(u))
    await waitFor(() => {
      expect(a.at(-1)?.orders.map((o) => o.id)).toEqual(['o-1'])
      expect(b.at(-1)?.orders.map((o) => o.id)).toEqual(['o-1'])
    })
    expect(ctx.http.count('GET /orders')).toBe(1)
    expect(subscribes(ctx.socket.frames(), 'orders')).toHaveLength(1)
    const query = ctx.http.calls.find((c) => c.path === '/orders')?.url.searchParams
    expect(Object.fromEntries(query ?? [])).toEqual({
      portfolio_id: 'p1',
      status: 'all',
      limit: '1000',
    })
    // Pushes reach both tabs.
    ctx.socket.receive({
      channel: 'orders',
      seq: 1,
      data: order('o-2', { updatedAt: order('o-2').updatedAt }),
    })
    await waitFor(() => expect(b.at(-1)?.orders).toHaveLength(2))
    expect(a.at(-1)?.orders).toHaveLength(2)
    // The server hears of the last tab leaving only.
    const unsubscribes = () =>
      ctx.socket.frames().filter((f) => (f as { type?: string }).type === 'unsubscribe')
    await ctx.api.unwatch(idA)
    expect(unsubscribes()).toEqual([])
    await tab2.unwatch(idB)
    expect(unsubscribes()).toEqual([{ type: 'unsubscribe', channel: 'orders' }])
  })

  it('positions and balance follow their pushes; the orders domain tells the tabs what changed', async () => {
    const ctx = await signedInEngine(tradingRoutes())
    const positions: OpenPositionsUpdate[] = []
    const balances: BalanceUpdate[] = []
    const changes: DataChange[][] = []
    await ctx.api.watchPositions('p1', (u) => positions.push(u))
    await ctx.api.watchBalance('p1', (u) => balances.push(u))
    await ctx.api.watchChanges((c) => changes.push(c))
    await waitFor(() => {
      expect(positions.at(-1)?.positions).toEqual([spot('pos-1')])
      expect(balances.at(-1)?.balance).toEqual(cash(500))
    })
    ctx.socket.receive({
      channel: 'positions',
      seq: 1,
      data: { portfolioId: 'p1', positions: [spot('pos-1', 3)] },
    })
    ctx.socket.receive({ channel: 'balances', seq: 1, data: cash(200) })
    ctx.socket.receive({ channel: 'orders', seq: 1, data: order('o-5') })
    await waitFor(() => {
      expect(positions.at(-1)).toMatchObject({ positions: [spot('pos-1', 3)], fromCache: false })
      expect(balances.at(-1)?.balance?.available).toBe(200)
      expect(changes.flat()).toEqual(
        expect.arrayContaining([
          { topic: 'positions', portfolioId: 'p1' },
          { topic: 'balances', portfolioId: 'p1' },
          { topic: 'portfolios' },
          { topic: 'orders', portfolioId: 'p1' },
        ]),
      )
    })
  })

  it('a seq gap takes a fresh REST snapshot', async () => {
    let listed = [order('o-1')]
    const ctx = await signedInEngine(tradingRoutes({ 'GET /orders': () => json(200, listed) }))
    const seen: OrdersUpdate[] = []
    await ctx.api.watchOrders('p1', (u) => seen.push(u))
    await waitFor(() => expect(seen).toHaveLength(1))
    ctx.socket.receive({ channel: 'orders', seq: 1, data: order('o-1', { status: 'open' }) })
    ctx.socket.receive({ channel: 'orders', seq: 2, data: order('o-1', { status: 'open' }) })
    // seq 3 was lost: o-2 was created meanwhile and only the server knows it.
    listed = [order('o-2'), order('o-1')]
    ctx.socket.receive({ channel: 'orders', seq: 4, data: order('o-1') })
    await waitFor(() =>
      expect(
        seen
          .at(-1)
          ?.orders.map((o) => o.id)
          .sort(),
      ).toEqual(['o-1', 'o-2']),
    )
    expect(ctx.http.count('GET /orders')).toBe(2)
  })

  it('a reconnect takes fresh snapshots of what is watched', async () => {
    const ctx = await signedInEngine(tradingRoutes())
    const seen: OpenPositionsUpdate[] = []
    await ctx.api.watchPositions('p1', (u) => seen.push(u))
    await waitFor(() => expect(seen).toHaveLength(1))
    ctx.socket.serverClose(1006)
    await waitFor(() => expect(ctx.sockets.instances).toHaveLength(2))
    ctx.sockets.instances[1]?.open()
    await waitFor(() => expect(ctx.http.count('GET /positions')).toBe(2))
  })
})

describe('fills', () => {
  it('at most 1000, newest first, in memory and in IndexedDB', async () => {
    const many = Array.from({ length: 1100 }, (_, i) => fill(`f${String(i).padStart(4, '0')}`, i))
    const ctx = await signedInEngine(tradingRoutes({ 'GET /trades': () => json(200, many) }))
    const seen: FillsUpdate[] = []
    await ctx.api.watchFills('p1', (u) => seen.push(u))
    await waitFor(() => expect(seen).toHaveLength(1))
    const trades = seen[0]?.trades ?? []
    expect(trades).toHaveLength(TRADES_MAX_LIMIT)
    expect(trades[0]?.id).toBe('f1099')
    expect(trades.at(-1)?.id).toBe('f0100')
    const query = ctx.http.calls.find((c) => c.path === '/trades')?.url.searchParams
    expect(query?.get('limit')).toBe('1000')
    const db = openTestDb(ctx.dbName)
    const saved = async () =>
      ((await db.lists.get('trades.p1')) as { rows: { id: string }[] } | undefined)?.rows ?? []
    await waitFor(async () => expect(await saved()).toHaveLength(1000))
    expect((await saved()).some((t) => t.id === 'f0099')).toBe(false)
    db.close()
  })

  it('an order push with new fills reads them again', async () => {
    const ctx = await signedInEngine(tradingRoutes({ 'GET /trades': () => json(200, []) }))
    const seen: FillsUpdate[] = []
    await ctx.api.watchFills('p1', (u) => seen.push(u))
    await waitFor(() => expect(seen).toHaveLength(1))
    ctx.socket.receive({ channel: 'orders', seq: 1, data: order('o-1', { filledQuantity: 0 }) })
    await new Promise((r) => setTimeout(r, 20))
    expect(ctx.http.count('GET /trades')).toBe(1)
    ctx.socket.receive({
      channel: 'orders',
      seq: 2,
      data: order('o-1', { status: 'filled', filledQuantity: 1 }),
    })
    await waitFor(() => expect(ctx.http.count('GET /trades')).toBe(2))
  })
})

describe('offline and signed out', () => {
  it('offline, a watch shows the IndexedDB copy with fromCache and the time it was saved', async () => {
    const ctx = await signedInEngine(tradingRoutes())
    const first: Record<string, { asOf: number }> = {}
    await ctx.api.watchOrders('p1', (u) => (first.orders = u))
    await ctx.api.watchPositions('p1', (u) => (first.positions = u))
    await ctx.api.watchFills('p1', (u) => (first.fills = u))
    await ctx.api.watchBalance('p1', (u) => (first.balance = u))
    const db = openTestDb(ctx.dbName)
    await waitFor(async () => {
      for (const list of ['orders', 'positions', 'trades'])
        expect(
          ((await db.lists.get(`${list}.p1`)) as { rows: unknown[] } | undefined)?.rows,
        ).toHaveLength(1)
      expect(await db.kv.get('trading.balance.p1')).toBeDefined()
    })
    db.close()
    ctx.engine.dispose()

    const down = (): FakeAnswer => 'network'
    const next = makeEngine(
      {
        'POST /auth/refresh': down,
        ...Object.fromEntries(Object.keys(tradingRoutes()).map((k) => [k, down])),
      },
      { dbName: ctx.dbName },
    )
    expect(await next.api.getSession()).toMatchObject({ status: 'authenticated', offline: true })
    const orders: OrdersUpdate[] = []
    const positions: OpenPositionsUpdate[] = []
    const fills: FillsUpdate[] = []
    const balances: BalanceUpdate[] = []
    await next.api.watchOrders('p1', (u) => orders.push(u))
    await next.api.watchPositions('p1', (u) => positions.push(u))
    await next.api.watchFills('p1', (u) => fills.push(u))
    await next.api.watchBalance('p1', (u) => balances.push(u))
    await waitFor(() => {
      expect(orders[0]).toMatchObject({ fromCache: true, asOf: first.orders?.asOf })
      expect(orders[0]?.orders).toEqual([{ ...order('o-1'), local: 'confirmed' }])
      expect(positions[0]).toMatchObject({
        positions: [spot('pos-1')],
        fromCache: true,
        asOf: first.positions?.asOf,
      })
      expect(fills[0]).toMatchObject({
        trades: [fill('f-1', 1)],
        fromCache: true,
        asOf: first.fills?.asOf,
      })
      expect(balances[0]).toMatchObject({
        balance: cash(500),
        fromCache: true,
        asOf: first.balance?.asOf,
      })
    })
  })

  it('signing out clears the orders, positions, fills and balances kept in IndexedDB', async () => {
    const ctx = await signedInEngine(tradingRoutes({ 'POST /auth/logout': () => json(204, null) }))
    await ctx.api.watchOrders('p1', () => undefined)
    await ctx.api.watchBalance('p1', () => undefined)
    const db = openTestDb(ctx.dbName)
    await waitFor(async () => {
      expect(await db.lists.count()).toBeGreaterThan(0)
      expect(await db.kv.get('trading.balance.p1')).toBeDefined()
    })
    await ctx.api.logout()
    await waitFor(async () => {
      expect(await db.lists.count()).toBe(0)
      expect(await db.kv.where('key').startsWith('trading.').count()).toBe(0)
    })
    db.close()
  })
})

describe('liquidation warnings', () => {
  it('reach every watching tab', async () => {
    const ctx = await signedInEngine()
    const warning: LiquidationWarning = {
      positionId: 'pos-9',
      portfolioId: 'p1',
      symbol: 'BTC-USD',
      markPrice: 101,
      liquidationPrice: 100,
      distance: 0.01,
    }
    const seen: LiquidationWarning[] = []
    const other: LiquidationWarning[] = []
    await ctx.api.watchLiquidationWarnings((w) => seen.push(w))
    await ctx.engine.connectTab().watchLiquidationWarnings((w) => other.push(w))
    ctx.socket.receive({ type: 'liquidation_warning', data: warning })
    ctx.socket.receive({ type: 'liquidation_warning', data: { ...warning, distance: 'close' } })
    await waitFor(() => {
      expect(seen).toEqual([warning])
      expect(other).toEqual([warning])
    })
  })
})
