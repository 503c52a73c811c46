/**
 * ACCEPTANCE (issue 14): an active strategy places orders traceable to it through the trader's
 * order path; pausing stops them; a backtest and the same strategy run live over the same
 * replayed prices make the same trades within the fill model's tolerance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LIVE_FILL_TOLERANCE,
  type Balance,
  type Candle,
  type Order,
  type Strategy,
} from '../../../protocol/index.ts'
import { runBacktest } from '../../../protocol/strategies/backtest.ts'
import { fillModelOf } from '../../../server/strategies/service.ts'
import { onStream, startServer, type TestServer } from '../helpers.ts'
import { newTrader, type Trader } from '../trading/trading-helpers.ts'
import {
  alternatingConfig,
  closedBarsNow,
  createStrategy,
  crossoverConfig,
  DAY,
  futureBars,
  ordersOf,
  setStatus,
  SYMBOL,
} from './live-helpers.ts'

let t: TestServer
let trader: Trader
beforeAll(async () => {
  t = await startServer()
  trader = await newTrader(t.api, 'live')
})
afterAll(async () => {
  await t.close()
})

const replay = (bars: readonly Candle[]) => t.server.ctx.strategies.live.replay(SYMBOL, '1d', bars)

describe('a live strategy', () => {
  let strategy: Strategy
  const bars = () => futureBars(t, 4, 1)

  it('places orders traceable to it, through the order path, with fees', async () => {
    const before = (
      await t.api<Balance>('GET', `/api/v1/portfolios/${trader.portfolioId}/balances`, {
        token: trader.token,
      })
    ).body
    strategy = await createStrategy(t.api, trader, alternatingConfig())
    await setStatus(t.api, trader.token, strategy.id, 'active')
    const socket = await t.connect(trader.token)
    socket.send({ type: 'subscribe', channel: 'strategies' })
    await socket.waitFor((m) => m.type === 'subscribed' && m.channel === 'strategies')
    const replayed = bars()
    await replay(replayed)
    // Each evaluated bar is pushed as the strategy the API shows, on the private channel.
    const pushed = await socket.waitFor((m) => {
      const data = m.data as { kind?: string; strategy?: Strategy } | undefined
      return (
        onStream('strategies')(m) &&
        data?.kind === 'strategy' &&
        data.strategy?.performance.lastBarTime === replayed[3]?.time
      )
    })
    expect(pushed).toMatchObject({ data: { strategy: { id: strategy.id, status: 'active' } } })

    const orders = await ordersOf(t.api, trader.token, strategy.id)
    expect(orders.map((o) => [o.barTime, o.rule, o.side, o.status])).toEqual([
      [replayed[0]?.time, 'enter', 'buy', 'filled'],
      [replayed[1]?.time, 'leave', 'sell', 'filled'],
      [replayed[2]?.time, 'enter', 'buy', 'filled'],
      [replayed[3]?.time, 'leave', 'sell', 'filled'],
    ])
    for (const [i, o] of orders.entries()) {
      expect(o.clientOrderId).toBe(`stg:${strategy.id}:${replayed[i]?.time}:0`)
      const close = replayed[i]?.close ?? 0
      expect(Math.abs((o.price ?? 0) / close - 1)).toBeLessThan(LIVE_FILL_TOLERANCE)
      expect(o.fee).toBeGreaterThan(0)
    }

    const listed = await t.api<Order[]>(
      'GET',
      `/api/v1/orders?portfolio_id=${trader.portfolioId}`,
      {
        token: trader.token,
      },
    )
    const mine = listed.body.filter((o) => o.clientOrderId?.startsWith(`stg:${strategy.id}:`))
    expect(mine).toHaveLength(4)
    expect(mine.every((o) => o.orderType === 'market' && o.status === 'filled')).toBe(true)

    // The portfolio's cash moved by exactly what the fills cost and paid, fees included.
    const after = (
      await t.api<Balance>('GET', `/api/v1/portfolios/${trader.portfolioId}/balances`, {
        token: trader.token,
      })
    ).body
    const moved = orders.reduce(
      (sum, o) => sum + (o.side === 'sell' ? 1 : -1) * o.quantity * (o.price ?? 0) - (o.fee ?? 0),
      0,
    )
    expect(after.total - before.total).toBeCloseTo(moved, 2)

    const shown = await t.api<Strategy>('GET', `/api/v1/strategies/${strategy.id}`, {
      token: trader.token,
    })
    expect(shown.body.performance.lastBarTime).toBe(replayed[3]?.time)
    expect(shown.body.performance.trades).toBe(2)
    expect(shown.body.performance.position).toBeNull()
    expect(shown.body.performance.fees).toBeCloseTo(
      orders.reduce((s, o) => s + (o.fee ?? 0), 0),
      6,
    )
    const equity = await t.api<unknown[]>('GET', `/api/v1/strategies/${strategy.id}/equity`, {
      token: trader.token,
    })
    expect(equity.body).toHaveLength(4)
  })

  it('sends no order once paused', async () => {
    await setStatus(t.api, trader.token, strategy.id, 'paused')
    const last = bars().at(-1)?.time
    await replay(futureBars(t, 3, 2, last))
    expect(await ordersOf(t.api, trader.token, strategy.id)).toHaveLength(4)
    const shown = await t.api<Strategy>('GET', `/api/v1/strategies/${strategy.id}`, {
      token: trader.token,
    })
    expect(shown.body.performance.lastBarTime).toBe(last)
  })
})

describe('a live perpetual strategy', () => {
  it('trades the perp with its leverage and exits reduce-only', async () => {
    const owner = await newTrader(t.api, 'perp')
    const config = { ...alternatingConfig(), market: 'perp' as const, leverage: 2 }
    const strategy = await createStrategy(t.api, owner, config)
    await setStatus(t.api, owner.token, strategy.id, 'active')
    await replay(futureBars(t, 2, 8))
    const trace = await ordersOf(t.api, owner.token, strategy.id)
    expect(trace.map((o) => [o.side, o.status])).toEqual([
      ['buy', 'filled'],
      ['sell', 'filled'],
    ])
    const listed = await t.api<Order[]>('GET', `/api/v1/orders?portfolio_id=${owner.portfolioId}`, {
      token: owner.token,
    })
    const sent = listed.body
      .filter((o) => o.clientOrderId?.startsWith(`stg:${strategy.id}:`))
      .map((o) => [o.side, o.market, o.leverage, o.reduceOnly])
      .sort()
    expect(sent).toEqual([
      ['buy', 'perp', 2, false],
      ['sell', 'perp', 2, true],
    ])
  })
})

describe('a live strategy whose portfolio is deleted', () => {
  it('is paused on its next bar, with the exchange’s refusal as its last error', async () => {
    const owner = await newTrader(t.api, 'gone')
    const strategy = await createStrategy(t.api, owner, alternatingConfig())
    await setStatus(t.api, owner.token, strategy.id, 'active')
    const removed = await t.api('DELETE', `/api/v1/portfolios/${owner.portfolioId}`, {
      token: owner.token,
    })
    expect(removed.status).toBe(204)
    const [bar, next] = futureBars(t, 2, 4)
    if (!bar || !next) throw new Error('no bars')
    await replay([bar])
    const shown = await t.api<Strategy>('GET', `/api/v1/strategies/${strategy.id}`, {
      token: owner.token,
    })
    expect(shown.body.status).toBe('paused')
    expect(shown.body.portfolioId).toBeNull()
    expect(shown.body.performance.lastError).toBe('Portfolio not found')
    const orders = await ordersOf(t.api, owner.token, strategy.id)
    expect(orders.map((o) => [o.status, o.message])).toEqual([['rejected', 'Portfolio not found']])
    await replay([next])
    expect(await ordersOf(t.api, owner.token, strategy.id)).toHaveLength(1)
  })
})

describe('backtest against live over the same prices', () => {
  it('makes the same fills in order, quantities within a lot, prices within tolerance', async () => {
    const other = await newTrader(t.api, 'replay')
    const config = crossoverConfig()
    const strategy = await createStrategy(t.api, other, config, 20_000)
    await setStatus(t.api, other.token, strategy.id, 'active')
    // What the runner loaded as its warm-up when it was activated, then the replayed bars.
    const warmup = closedBarsNow(t, 500)
    const replayed = futureBars(t, 80, 3)
    await replay(replayed)

    const all = [...warmup, ...replayed]
    const model = fillModelOf(SYMBOL)
    const result = runBacktest({
      config,
      bars: { ...columnsOf(all), frameMs: DAY },
      startIndex: warmup.length,
      initialCapital: 20_000,
      fill: model,
    })
    const expected = result.fills.filter((f) => f.reason !== 'end_of_data')
    const live = await ordersOf(t.api, other.token, strategy.id)
    expect(expected.length).toBeGreaterThanOrEqual(4)
    expect(live.map((o) => [o.barTime + DAY, o.side, o.status])).toEqual(
      expected.map((f) => [f.time, f.side, 'filled']),
    )
    for (const [i, f] of expected.entries()) {
      const o = live[i]
      expect(Math.abs((o?.quantity ?? 0) - f.quantity)).toBeLessThanOrEqual(model.lotSize + 1e-9)
      expect(Math.abs((o?.price ?? 0) / f.price - 1)).toBeLessThan(LIVE_FILL_TOLERANCE)
    }
  })
})

function columnsOf(bars: readonly Candle[]) {
  const col = (pick: (b: (typeof bars)[number]) => number) => Float64Array.from(bars, pick)
  return {
    time: col((b) => b.time),
    open: col((b) => b.open),
    high: col((b) => b.high),
    low: col((b) => b.low),
    close: col((b) => b.close),
    volume: col((b) => b.volume),
  }
}
