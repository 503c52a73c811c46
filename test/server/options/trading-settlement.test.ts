/**
 * Settlement at expiry: contracts listed minutes away are traded against the makers, then expired
 * with the test's clock. Positions close at intrinsic value against the settlement price, the
 * cash reconciles to the cent, margin and open orders are released, each position gets a
 * notification, and what is committed matches what the trading service holds in memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notification, Order, Trade } from '../../../protocol/index.ts'
import { intrinsicValue } from '../../../protocol/options/margin.ts'
import { AccountStore } from '../../../server/trading/accounts.ts'
import type { Expiry, ListedOption } from '../../../server/options/types.ts'
import { startServer, type TestServer } from '../helpers.ts'
import { newTrader, place, type Trader } from '../trading/trading-helpers.ts'
import { balance, cents, optionPositions } from './trading-options-helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

/** Waits (by polling, not by timing) until the makers quote both sides of every contract. */
async function quoted(symbols: string[]): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const books = symbols.map((s) => t.server.ctx.market.orderBook(s, 1))
    if (books.every((b) => b && b.bids.length > 0 && b.asks.length > 0)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no quotes in ${symbols.join(', ')}`)
}

const QTY = 0.1

describe('an expiry minutes away, expired by the test', () => {
  let gus: Trader
  let call: ListedOption
  let put: ListedOption
  let resting: Order
  const seen: Expiry[] = []
  let before: Awaited<ReturnType<typeof balance>>

  beforeAll(async () => {
    const S = t.server.market.indexPrice('BTC-USD') ?? 0
    const expiry = Date.now() + 120_000
    // Off the listing's grid, so the names cannot meet a scheduled contract's.
    const low = Math.round(S * 0.9) + 3
    const high = Math.round(S * 1.1) + 3
    const added = t.server.options.listExpiry('BTC-USD', expiry, [low, high])
    const find = (right: string, strike: number) => {
      const c = added.find((x) => x.right === right && x.strike === strike)
      if (!c) throw new Error(`not listed: ${right} ${strike}`)
      return c
    }
    // Both in the money: the long call receives, the short put pays.
    call = find('call', low)
    put = find('put', high)
    await quoted([call.symbol, put.symbol])
    gus = await newTrader(t.api, 'gus')
    const book = (s: string) => t.server.ctx.market.orderBook(s, 1)
    const b = await place(t.api, gus, {
      symbol: call.symbol,
      side: 'buy',
      orderType: 'limit',
      price: book(call.symbol)?.asks[0]?.[0] ?? 0,
      quantity: QTY,
    })
    expect(b.status, JSON.stringify(b.body)).toBe(201)
    expect(b.body.status).toBe('filled')
    const s = await place(t.api, gus, {
      symbol: put.symbol,
      side: 'sell',
      orderType: 'limit',
      price: book(put.symbol)?.bids[0]?.[0] ?? 0,
      quantity: QTY,
    })
    expect(s.status, JSON.stringify(s.body)).toBe(201)
    expect(s.body.status).toBe('filled')
    const r = await place(t.api, gus, {
      symbol: call.symbol,
      side: 'buy',
      orderType: 'limit',
      price: 1,
      quantity: QTY,
    })
    expect(r.body.status).toBe('open')
    resting = r.body
    await t.server.trading.writer.flush()
    before = await balance(t.api, gus)
    const off = t.server.options.onExpiry((e) => seen.push(e))
    t.server.options.expireDue(expiry)
    off()
    await t.server.trading.writer.flush()
  })

  it('closes both positions and releases the margin and the resting order', async () => {
    expect(seen.map((e) => e.expiry)).toHaveLength(1)
    const left = await optionPositions(t.api, gus)
    expect(left.filter((p) => p.symbol === call.symbol || p.symbol === put.symbol)).toEqual([])
    const after = await balance(t.api, gus)
    expect(after.reserved).toBe(0)
    const order = await t.api<Order>('GET', `/api/v1/orders/${resting.id}`, { token: gus.token })
    expect(order.body).toMatchObject({ status: 'cancelled' })
    expect(order.body.reason).toContain('Expired')
  })

  it('settles at intrinsic value against the settlement price and the cash reconciles to the cent', async () => {
    const settlement = seen[0]?.settlementPrice ?? 0
    expect(settlement).toBeGreaterThan(0)
    const callPays = intrinsicValue('call', settlement, call.strike)
    const putCosts = intrinsicValue('put', settlement, put.strike)
    expect(callPays).toBeGreaterThan(0)
    expect(putCosts).toBeGreaterThan(0)
    const after = await balance(t.api, gus)
    expect(cents(after.total)).toBe(cents(before.total + QTY * callPays - QTY * putCosts))
    const trades = await t.api<Trade[]>('GET', `/api/v1/trades?portfolio_id=${gus.portfolioId}`, {
      token: gus.token,
    })
    const settled = trades.body.filter((x) => x.fee === 0 && x.market === 'option')
    const callTrade = settled.find((x) => x.symbol === call.symbol && x.side === 'sell')
    const putTrade = settled.find((x) => x.symbol === put.symbol && x.side === 'buy')
    expect(callTrade?.price).toBeCloseTo(callPays, 6)
    expect(putTrade?.price).toBeCloseTo(putCosts, 6)
    expect(callTrade?.quantity).toBe(QTY)
  })

  it('tells the trader about each settled position', async () => {
    const list = await t.api<Notification[]>('GET', '/api/v1/notifications', { token: gus.token })
    const settled = list.body.filter((n) => n.title === 'Option settled')
    expect(settled).toHaveLength(2)
    expect(settled.some((n) => n.message.includes(call.symbol))).toBe(true)
    expect(settled.every((n) => n.category === 'trading')).toBe(true)
  })

  it('commits what the service holds: a fresh load of the account matches memory', async () => {
    const ivy = await newTrader(t.api, 'ivy')
    const S = t.server.market.indexPrice('BTC-USD') ?? 0
    const listed = t.server.options
      .listed()
      .filter((o) => o.underlying === 'BTC-USD' && o.right === 'put')
      .sort((a, b) => Math.abs(a.strike - S) - Math.abs(b.strike - S))
    const target = listed[0]
    if (!target) throw new Error('no put listed')
    await quoted([target.symbol])
    const s = await place(t.api, ivy, {
      symbol: target.symbol,
      side: 'sell',
      orderType: 'market',
      quantity: QTY,
    })
    expect(s.status, JSON.stringify(s.body)).toBe(201)
    await t.server.trading.writer.flush()
    const memory = t.server.trading.core.accounts.get(ivy.portfolioId)
    const stored = await new AccountStore(t.server.db).load(ivy.portfolioId)
    expect(stored?.options).toEqual(memory?.options)
    expect(stored?.cash).toBe(memory?.cash)
    expect(stored?.reserved).toBe(memory?.reserved)
    expect(memory?.options.get(target.symbol)?.size).toBe(-QTY)
  })
})
