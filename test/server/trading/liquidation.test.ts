import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fundingPayment,
  liquidationWarningData,
  notification,
  type FundingPayment,
  type Order,
  type PerpPosition,
  type Position,
  type Trade,
} from '../../../protocol/index.ts'
import { LIQUIDATION_CANCEL_REASON, LIQUIDATION_REASON } from '../../../server/trading/liquidate.ts'
import { startServer, TestSocket, type TestServer } from '../helpers.ts'
import { balanceOf, newTrader, place, type Trader, perpMarket } from './trading-helpers.ts'

let t: TestServer
const SYM = 'BTC-USD'

beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

const positionsOf = async (trader: Trader): Promise<Position[]> =>
  (
    await t.api<Position[]>('GET', `/api/v1/positions?portfolio_id=${trader.portfolioId}`, {
      token: trader.token,
    })
  ).body

const perpOf = async (trader: Trader): Promise<PerpPosition> => {
  const p = (await positionsOf(trader)).find((x) => x.market === 'perp')
  if (p?.market !== 'perp') throw new Error('no perpetual position')
  return p
}

const titled =
  (title: string) =>
  (m: Record<string, unknown>): boolean =>
    m.channel === 'notifications' && (m.data as { title?: string } | undefined)?.title === title

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > deadline) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('a forced liquidation', () => {
  it('warns near the liquidation price, then closes the position at it', async () => {
    const eve = await newTrader(t.api, 'eve')
    const ws = new TestSocket(`${t.wsUrl}?token=${eve.token}`)
    await ws.opened
    ws.send({ type: 'subscribe', channel: 'notifications' })
    ws.send({ type: 'subscribe', channel: 'orders' })
    await ws.waitFor((m) => m.type === 'subscribed' && m.channel === 'orders')

    const open = await perpMarket(t.api, eve, {
      side: 'buy',
      quantity: 0.05,
      leverage: 50,
      symbol: SYM,
    })
    expect(open.body).toMatchObject({ status: 'filled', leverage: 50 })
    const pos = await perpOf(eve)
    const liq = pos.liquidationPrice
    expect(liq).toBeLessThan(pos.entryPrice)
    // A resting reduce-only take-profit far above: the liquidation must cancel it.
    const tp = await place(t.api, eve, {
      symbol: SYM,
      market: 'perp',
      leverage: 50,
      side: 'sell',
      orderType: 'limit',
      price: Math.round(pos.entryPrice * 1.2),
      quantity: 0.05,
      reduceOnly: true,
    })
    expect(tp.body.status).toBe('open')

    // Into the warning zone: 90 % of the way from entry to liquidation.
    t.server.market.shock(SYM, liq + (pos.entryPrice - liq) * 0.1)
    const warning = await ws.waitFor((m) => m.type === 'liquidation_warning', 10_000)
    const data = liquidationWarningData.parse(warning.data)
    expect(data).toMatchObject({ positionId: pos.id, portfolioId: eve.portfolioId, symbol: SYM })
    expect(data.liquidationPrice).toBeCloseTo(liq, 2)
    expect(data.markPrice).toBeGreaterThan(liq)
    const warned = await ws.waitFor(titled('Liquidation warning'))
    expect(notification.parse(warned.data)).toMatchObject({ priority: 'urgent', type: 'warning' })
    expect((await positionsOf(eve)).some((p) => p.market === 'perp')).toBe(true)

    // Through it.
    t.server.market.shock(SYM, liq * 0.98)
    const gone = await until(
      () => positionsOf(eve),
      (ps) => !ps.some((p) => p.market === 'perp'),
    )
    expect(gone.filter((p) => p.market === 'perp')).toEqual([])

    const trades = (
      await t.api<Trade[]>('GET', `/api/v1/trades?portfolio_id=${eve.portfolioId}`, {
        token: eve.token,
      })
    ).body
    const forced = trades[0]
    expect(forced).toMatchObject({ side: 'sell', quantity: 0.05, liquidity: 'taker' })
    expect(forced?.price).toBeCloseTo(liq, 1)
    expect(forced?.fee).toBeCloseTo((forced?.price ?? 0) * 0.05 * 0.0005, 6)
    // The loss is the margin minus the maintenance margin left at the liquidation price.
    expect(forced?.realizedPnl).toBeCloseTo(((forced?.price ?? 0) - pos.entryPrice) * 0.05, 6)
    expect(-(forced?.realizedPnl ?? 0)).toBeLessThan(pos.margin)

    const orders = (
      await t.api<Order[]>('GET', `/api/v1/orders?portfolio_id=${eve.portfolioId}`, {
        token: eve.token,
      })
    ).body
    expect(orders.find((o) => o.id === forced?.orderId)).toMatchObject({
      orderType: 'market',
      reduceOnly: true,
      status: 'filled',
      reason: LIQUIDATION_REASON,
    })
    expect(orders.find((o) => o.id === tp.body.id)).toMatchObject({
      status: 'cancelled',
      reason: LIQUIDATION_CANCEL_REASON,
    })

    const b = await balanceOf(t.api, eve)
    expect(b.reserved).toBe(0)
    const flow = trades.reduce((s, tr) => s + tr.realizedPnl - tr.fee, 0)
    expect(b.total).toBeCloseTo(100_000 + flow, 6)

    const liquidated = await ws.waitFor(titled('Position liquidated'))
    expect(notification.parse(liquidated.data)).toMatchObject({ priority: 'urgent', type: 'error' })
    ws.close()
  })
})

describe('leverage tiers', () => {
  it('refuses leverage above the maximum for the position size, saying which', async () => {
    const fay = await newTrader(t.api, 'fay')
    const price = t.server.market.price(SYM)?.price ?? 0
    // About 60,000 USD of notional: above the 50x tier, within 25x.
    const quantity = Math.ceil(60_000 / price / 0.0001) * 0.0001
    const refused = await perpMarket(t.api, fay, {
      side: 'buy',
      quantity: Number(quantity.toFixed(4)),
      leverage: 50,
      symbol: SYM,
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toMatch(/Leverage 50x is above the 25x maximum/)
    const ok = await perpMarket(t.api, fay, {
      side: 'buy',
      quantity: Number(quantity.toFixed(4)),
      leverage: 25,
      symbol: SYM,
    })
    expect(ok.status).toBe(201)
  })
})

describe('funding', () => {
  it('charges longs and pays shorts the same amount at a funding time', async () => {
    const gil = await newTrader(t.api, 'gil')
    const hal = await newTrader(t.api, 'hal')
    for (const [who, side] of [
      [gil, 'buy'],
      [hal, 'sell'],
    ] as const) {
      const r = await place(t.api, who, {
        symbol: 'ETH-USD',
        market: 'perp',
        leverage: 5,
        side,
        orderType: 'market',
        quantity: 1,
      })
      expect(r.body.status).toBe('filled')
    }
    const before = await balanceOf(t.api, gil)
    const charged = t.server.trading.risk.fund()
    expect(charged).toBeGreaterThanOrEqual(2)
    await t.server.trading.writer.flush()
    const long = await until(
      () => perpOf(gil),
      (p) => p.fundingPaid !== 0,
    )
    const short = await perpOf(hal)
    expect(long.fundingPaid).not.toBe(0)
    // Same mark, same rate, same size: what one side pays the other receives.
    expect(short.fundingPaid).toBeCloseTo(-long.fundingPaid, 8)
    // At most the 0.75 % cap of the notional per 8 h.
    expect(Math.abs(long.fundingPaid)).toBeLessThanOrEqual(long.markPrice * 0.0075 * 1.01)
    const after = await balanceOf(t.api, gil)
    expect(after.total).toBeCloseTo(before.total - long.fundingPaid, 6)
    expect(after.reserved).toBeCloseTo(before.reserved, 6)

    const history = await t.api<FundingPayment[]>(
      'GET',
      `/api/v1/funding?portfolio_id=${gil.portfolioId}`,
      { token: gil.token },
    )
    expect(history.status).toBe(200)
    expect(history.body).toHaveLength(1)
    expect(fundingPayment.parse(history.body[0])).toMatchObject({
      positionId: long.id,
      symbol: 'ETH-USD',
      side: 'long',
      size: 1,
      payment: long.fundingPaid,
    })
    // Owner-scoped: another trader's portfolio is not found, and their own list holds only theirs.
    const foreign = await t.api('GET', `/api/v1/funding?portfolio_id=${gil.portfolioId}`, {
      token: hal.token,
    })
    expect(foreign.status).toBe(404)
    const mine = await t.api<FundingPayment[]>('GET', '/api/v1/funding', { token: hal.token })
    expect(mine.body.map((f) => f.portfolioId)).toEqual([hal.portfolioId])
  })

  it('runs on its own schedule (FUNDING_INTERVAL_SEC)', async () => {
    const fast = await startServer({ fundingIntervalSec: 1 })
    try {
      const ivy = await newTrader(fast.api, 'ivy')
      const opened = await fast.api<Order>('POST', '/api/v1/orders', {
        token: ivy.token,
        json: {
          portfolioId: ivy.portfolioId,
          symbol: 'SOL-USD',
          market: 'perp',
          leverage: 2,
          side: 'buy',
          orderType: 'market',
          quantity: 1,
        },
      })
      expect(opened.body.status).toBe('filled')
      const read = async () =>
        (
          await fast.api<Position[]>('GET', `/api/v1/positions?portfolio_id=${ivy.portfolioId}`, {
            token: ivy.token,
          })
        ).body.find((p) => p.market === 'perp')
      const first = await until(read, (p) => p?.market === 'perp' && p.fundingPaid !== 0, 5_000)
      expect(first?.market === 'perp' && first.fundingPaid).not.toBe(0)
      const paid = first?.market === 'perp' ? first.fundingPaid : 0
      // A second funding time charges again.
      const second = await until(read, (p) => p?.market === 'perp' && p.fundingPaid !== paid, 5_000)
      expect(second?.market === 'perp' && second.fundingPaid).not.toBe(paid)
    } finally {
      await fast.close()
    }
  })
})
