/**
 * Option orders over HTTP against the makers' real quotes: a bought call and a sold put become
 * positions with greeks, the cash reconciles with premiums and fees, a short locks its margin,
 * the order rules of option contracts, closing, and another user's positions stay out of reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order, OptionChain, OptionQuote } from '../../../protocol/index.ts'
import { shortOptionMargin } from '../../../protocol/options/margin.ts'
import { startServer, type TestServer } from '../helpers.ts'
import { newTrader, place, type Trader } from '../trading/trading-helpers.ts'
import {
  balance,
  chainOf,
  cents,
  expiriesOf,
  nearest,
  optionPositions,
} from './trading-options-helpers.ts'

let t: TestServer
let chain: OptionChain
let call: OptionQuote
let put: OptionQuote
beforeAll(async () => {
  t = await startServer()
  const listed = await expiriesOf(t.api, 'BTC-USD')
  // Not the nearest expiry: a week or so out, so the greeks are far from their expiry limits.
  const expiry = listed.expiries[Math.min(3, listed.expiries.length - 1)]?.expiry ?? 0
  chain = await chainOf(t.api, 'BTC-USD', expiry)
  call = nearest(chain, 'call', chain.indexPrice)
  put = nearest(chain, 'put', chain.indexPrice)
})
afterAll(async () => {
  await t.close()
})

const QTY = 0.1

describe('a bought call and a sold put', () => {
  let ann: Trader
  let bought: Order
  let sold: Order
  beforeAll(async () => {
    ann = await newTrader(t.api, 'ann')
    const b = await place(t.api, ann, {
      symbol: call.symbol,
      side: 'buy',
      orderType: 'limit',
      price: call.ask ?? 0,
      quantity: QTY,
    })
    expect(b.status, JSON.stringify(b.body)).toBe(201)
    bought = b.body
    const s = await place(t.api, ann, {
      symbol: put.symbol,
      side: 'sell',
      orderType: 'limit',
      price: put.bid ?? 0,
      quantity: QTY,
    })
    expect(s.status, JSON.stringify(s.body)).toBe(201)
    sold = s.body
  })

  it('fills both as option orders at the quotes or better', () => {
    expect(bought).toMatchObject({ market: 'option', status: 'filled', filledQuantity: QTY })
    expect(sold).toMatchObject({ market: 'option', status: 'filled', filledQuantity: QTY })
    expect(bought.averagePrice).toBeLessThanOrEqual(call.ask ?? 0)
    expect(sold.averagePrice).toBeGreaterThanOrEqual(put.bid ?? 0)
  })

  it('shows both positions with greeks: a long call and a short put both have positive delta', async () => {
    const positions = await optionPositions(t.api, ann)
    const long = positions.find((p) => p.symbol === call.symbol)
    const short = positions.find((p) => p.symbol === put.symbol)
    expect(long).toMatchObject({ side: 'long', size: QTY, right: 'call', margin: 0 })
    expect(short).toMatchObject({ side: 'short', size: QTY, right: 'put' })
    expect(long?.greeks.delta).toBeGreaterThan(0)
    expect(short?.greeks.delta).toBeGreaterThan(0)
    // Long gamma and vega for the call, short for the put.
    expect(long?.greeks.gamma).toBeGreaterThan(0)
    expect(short?.greeks.vega).toBeLessThan(0)
    expect(long?.markPrice).toBeGreaterThan(0)
    expect(long?.markIv).toBeGreaterThan(0)
    expect(long?.entryPrice).toBe(bought.averagePrice)
    expect(short?.entryPrice).toBe(sold.averagePrice)
    const expected = shortOptionMargin('put', chain.indexPrice, put.strike, put.markPrice) * QTY
    // Locked at the index and mark of the fill, which move a little between chain and order.
    expect(short?.margin).toBeGreaterThan(expected * 0.8)
    expect(short?.margin).toBeLessThan(expected * 1.2)
  })

  it('reconciles the cash: premium paid and received, fees, the short margin reserved', async () => {
    const b = await balance(t.api, ann)
    const paid = (bought.averagePrice ?? 0) * QTY + bought.fees
    const received = (sold.averagePrice ?? 0) * QTY - sold.fees
    expect(cents(b.total)).toBe(cents(100_000 - paid + received))
    const short = (await optionPositions(t.api, ann)).find((p) => p.symbol === put.symbol)
    // The margin upkeep may re-margin the short between the two reads: equal up to a small move.
    expect(Math.abs(b.reserved - (short?.margin ?? 0))).toBeLessThan(0.02 * b.reserved)
    expect(b.reserved).toBeGreaterThan(0)
    expect(cents(b.available)).toBe(cents(b.total - b.reserved))
  })

  it('values the positions at their mark so equity does not jump on the premium', async () => {
    const s = await t.api<{ totalValue: number; positions: Record<string, { market?: string }> }>(
      'GET',
      `/api/v1/portfolios/${ann.portfolioId}/summary`,
      { token: ann.token },
    )
    expect(s.status).toBe(200)
    expect(s.body.positions[`${call.symbol}:option`]?.market).toBe('option')
    // Spread and fees are all that was lost: far less than the premium that changed hands.
    const premium = ((bought.averagePrice ?? 0) + (sold.averagePrice ?? 0)) * QTY
    expect(Math.abs(s.body.totalValue - 100_000)).toBeLessThan(premium * 0.5 + 50)
  })

  it("another user's option position answers 404 to close, and their positions 404", async () => {
    const eve = await newTrader(t.api, 'eve')
    const long = (await optionPositions(t.api, ann)).find((p) => p.symbol === call.symbol)
    const close = await t.api('POST', `/api/v1/positions/${long?.id}/close`, {
      token: eve.token,
      json: {},
    })
    expect(close.status).toBe(404)
    const list = await t.api('GET', `/api/v1/positions?portfolio_id=${ann.portfolioId}`, {
      token: eve.token,
    })
    expect(list.status).toBe(404)
  })

  it('closes an option position with an opposite market order', async () => {
    const short = (await optionPositions(t.api, ann)).find((p) => p.symbol === put.symbol)
    const close = await t.api<Order>('POST', `/api/v1/positions/${short?.id}/close`, {
      token: ann.token,
      json: {},
    })
    expect(close.status, JSON.stringify(close.body)).toBe(201)
    expect(close.body).toMatchObject({ market: 'option', side: 'buy', status: 'filled' })
    const after = await optionPositions(t.api, ann)
    expect(after.some((p) => p.symbol === put.symbol)).toBe(false)
    expect((await balance(t.api, ann)).reserved).toBe(0)
  })
})

describe('order rules of option contracts', () => {
  let bob: Trader
  beforeAll(async () => {
    bob = await newTrader(t.api, 'bob')
  })
  const issueOf = (body: unknown): string =>
    JSON.stringify((body as { detail?: unknown }).detail ?? body)

  it("refuses market 'spot' on an option and 'option' on a spot symbol", async () => {
    const a = await place(t.api, bob, {
      symbol: call.symbol,
      market: 'spot',
      side: 'buy',
      orderType: 'limit',
      price: call.ask ?? 0,
      quantity: QTY,
    })
    expect(a.status).toBe(422)
    expect(issueOf(a.body)).toContain('market')
    const b = await place(t.api, bob, {
      symbol: 'BTC-USD',
      market: 'option',
      side: 'buy',
      orderType: 'market',
      quantity: 0.001,
    })
    expect(b.status).toBe(422)
    expect(issueOf(b.body)).toContain('not an option contract')
  })

  it('refuses stops, leverage and prices above what the contract can be worth', async () => {
    const stop = await place(t.api, bob, {
      symbol: call.symbol,
      side: 'buy',
      orderType: 'stop',
      stopPrice: call.ask ?? 1,
      quantity: QTY,
    })
    expect(stop.status).toBe(422)
    const levered = await place(t.api, bob, {
      symbol: call.symbol,
      side: 'buy',
      orderType: 'limit',
      price: call.ask ?? 0,
      quantity: QTY,
      leverage: 5,
    })
    expect(levered.status).toBe(422)
    const dear = await place(t.api, bob, {
      symbol: put.symbol,
      side: 'buy',
      orderType: 'limit',
      price: put.strike + 1,
      quantity: QTY,
    })
    expect(dear.status).toBe(422)
    expect(issueOf(dear.body)).toContain('the most')
  })

  it('rests a limit far below the market and holds back premium and fee', async () => {
    const before = await balance(t.api, bob)
    const low = await place(t.api, bob, {
      symbol: call.symbol,
      side: 'buy',
      orderType: 'limit',
      price: 1,
      quantity: QTY,
    })
    expect(low.status).toBe(201)
    expect(low.body).toMatchObject({ status: 'open', market: 'option', timeInForce: 'GTC' })
    const after = await balance(t.api, bob)
    expect(cents(after.reserved - before.reserved)).toBe(cents(QTY * 1 * 1.0005))
    const cancelled = await t.api('DELETE', `/api/v1/orders/${low.body.id}`, { token: bob.token })
    expect(cancelled.status).toBe(200)
    expect((await balance(t.api, bob)).reserved).toBe(before.reserved)
  })

  it('lets reduce-only only shrink the option position', async () => {
    const r = await place(t.api, bob, {
      symbol: call.symbol,
      side: 'sell',
      orderType: 'market',
      quantity: QTY,
      reduceOnly: true,
    })
    expect(r.status).toBe(400)
    expect(JSON.stringify(r.body)).toContain('Reduce-only')
  })
})

// Last in the file: it moves the bitcoin index.
describe('margin upkeep of short options', () => {
  it('tops a short up from cash when the index moves against it, and buys it back when cash runs out', async () => {
    const flush = () => t.server.trading.writer.flush()
    const upkeep = () => t.server.trading.risk.upkeep('BTC-USD', true)
    const rich = await newTrader(t.api, 'rich')
    const poor = await newTrader(t.api, 'poorer')
    // Leave the poor trader about 2,500 of cash beside a bitcoin holding: enough for the short's
    // margin now, not for what it needs once the index rose by 30 %.
    const index = t.server.market.indexPrice('BTC-USD') ?? chain.indexPrice
    // A market buy holds back 5 % more than it spends: spend in steps down to the target.
    for (let i = 0; i < 4; i++) {
      const left = (await balance(t.api, poor)).available
      const spend = Math.floor(((left - 2_500) / 1.06 / index) * 1000) / 1000
      if (spend <= 0) break
      const spent = await place(t.api, poor, {
        symbol: 'BTC-USD',
        side: 'buy',
        orderType: 'market',
        quantity: spend,
      })
      expect(spent.status, JSON.stringify(spent.body)).toBe(201)
    }
    for (const who of [rich, poor]) {
      const s = await place(t.api, who, {
        symbol: call.symbol,
        side: 'sell',
        orderType: 'market',
        quantity: QTY,
      })
      expect(s.status, JSON.stringify(s.body)).toBe(201)
    }
    await flush()
    const shortOf = async (who: Trader) =>
      (await optionPositions(t.api, who)).find((p) => p.symbol === call.symbol)
    const richBefore = await shortOf(rich)
    const cashBefore = (await balance(t.api, rich)).total
    t.server.market.shock('BTC-USD', index * 1.3)
    upkeep()
    await flush()
    const richAfter = await shortOf(rich)
    expect(richAfter?.margin).toBeGreaterThan((richBefore?.margin ?? 0) * 1.2)
    expect((await balance(t.api, rich)).total).toBe(cashBefore)
    expect((await shortOf(poor)) ?? null).toBeNull()
    const notes = await t.api<{ title: string }[]>('GET', '/api/v1/notifications', {
      token: poor.token,
    })
    expect(notes.body.some((n) => n.title === 'Short option bought back')).toBe(true)
    const orders = await t.api<Order[]>('GET', `/api/v1/orders?portfolio_id=${poor.portfolioId}`, {
      token: poor.token,
    })
    expect(orders.body.some((o) => o.reason?.startsWith('Margin call'))).toBe(true)
  })
})
