/**
 * ACCEPTANCE (issue 14): a swarm of strategies: equal weights at creation, capital shifted to the
 * better agent by the stated rule (exact numbers), the kill switch pauses every agent and
 * flattens their positions through the order path, and another user's swarm is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order, Strategy, Swarm } from '../../../protocol/index.ts'
import { rebalanceDue } from '../../../server/strategies/swarm/service.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { newTrader, type Trader } from '../trading/trading-helpers.ts'
import {
  alternatingConfig,
  createStrategy,
  DAY,
  futureBars,
  ordersOf,
  SYMBOL,
} from './live-helpers.ts'

let t: TestServer
let trader: Trader
let agents: Strategy[]
let swarm: Swarm
beforeAll(async () => {
  t = await startServer()
  trader = await newTrader(t.api, 'swarm')
  agents = [
    await createStrategy(t.api, trader, alternatingConfig(500)),
    await createStrategy(t.api, trader, alternatingConfig(500)),
  ]
})
afterAll(async () => {
  await t.close()
})

const call = <T>(method: string, path: string, json?: unknown, token = trader.token) =>
  t.api<T>(method, `/api/v1${path}`, { token, ...(json === undefined ? {} : { json }) })

/** Mean over sample standard deviation of the returns: the rule's score, written out again. */
function scoreOf(equity: number[]): number {
  const r = equity.slice(1).map((e, i) => e / (equity[i] ?? 1) - 1)
  const mean = r.reduce((a, b) => a + b, 0) / r.length
  const sd = Math.sqrt(r.reduce((a, x) => a + (x - mean) ** 2, 0) / (r.length - 1))
  return mean / sd
}

describe('a swarm', () => {
  it('starts paused with equal weights, each agent holding its share of the capital', async () => {
    const res = await call<Swarm>('POST', '/swarms', {
      name: 'Pair',
      strategyIds: agents.map((a) => a.id),
      capital: 10_000,
      learningRate: 0.5,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    swarm = res.body
    expect(swarm.status).toBe('paused')
    expect(swarm.agents.map((a) => [a.strategyId, a.weight, a.allocatedCapital])).toEqual(
      agents.map((a) => [a.id, 0.5, 5000]),
    )
    expect(swarm.agreement).toMatchObject({ flat: 1, consensus: 'flat' })
    const shown = await call<Strategy>('GET', `/strategies/${agents[0]?.id}`)
    expect([shown.body.swarmId, shown.body.allocatedCapital]).toEqual([swarm.id, 5000])
    expect(shown.body.performance.equity).toBeCloseTo(5000, 9)
  })

  it('refuses a strategy that is not the caller’s or already in a swarm', async () => {
    const other = await newTrader(t.api, 'swarmother')
    const foreign = await createStrategy(t.api, other, alternatingConfig())
    const mine = await createStrategy(t.api, trader, alternatingConfig())
    const body = (ids: string[]) => ({ name: 'X', strategyIds: ids, capital: 1000 })
    const notMine = await call<{ detail: string }>('POST', '/swarms', body([mine.id, foreign.id]))
    expect([notMine.status, notMine.body.detail]).toEqual([404, 'Strategy not found'])
    const taken = await call('POST', '/swarms', body([mine.id, agents[0]?.id ?? '']))
    expect(taken.status).toBe(409)
    expect((await call('POST', '/swarms', body([mine.id]))).status).toBe(422)
  })

  it('moves weight to the better agent as the rule says', async () => {
    const good = [5000, 5500, 4950, 5940]
    const bad = [5000, 4950, 4900.5, 4802.49]
    const base = Math.floor(Date.now() / DAY) * DAY - 10 * DAY
    for (const [i, series] of [good, bad].entries())
      for (const [k, equity] of series.entries())
        await t.server.db.query(
          'INSERT INTO strategy_equity (strategy_id, time, equity) VALUES ($1, $2, $3)',
          [agents[i]?.id ?? '', base + k * DAY, equity],
        )
    const activated = await call<Swarm>('PUT', `/swarms/${swarm.id}`, { status: 'active' })
    expect(activated.body.agents.map((a) => a.status)).toEqual(['active', 'active'])

    const deps = {
      db: t.server.db,
      market: t.server.ctx.market,
      live: t.server.ctx.strategies.live,
      publisher: () => t.server.hub,
    }
    expect(await rebalanceDue(deps, new Date(Date.now() + 2 * 3_600_000))).toBe(1)
    const grown = [0.5 * Math.exp(0.5 * scoreOf(good)), 0.5 * Math.exp(0.5 * scoreOf(bad))]
    const weights = grown.map((g) => g / (grown[0]! + grown[1]!))
    const after = (await call<Swarm>('GET', `/swarms/${swarm.id}`)).body
    for (const [i, a] of after.agents.entries()) {
      expect(a.weight).toBeCloseTo(weights[i] ?? 0, 12)
      expect(a.allocatedCapital).toBeCloseTo(10_000 * (weights[i] ?? 0), 6)
      const s = await call<Strategy>('GET', `/strategies/${a.strategyId}`)
      expect(s.body.performance.equity).toBeCloseTo(10_000 * (weights[i] ?? 0), 6)
    }
    expect(after.agents[0]?.score).toBeCloseTo(scoreOf(good), 12)
    expect(after.history.at(-1)?.weights[agents[0]?.id ?? '']).toBeCloseTo(weights[0] ?? 0, 12)
    expect(after.rebalancedAt).not.toBeNull()
  })

  it('kill switch: pauses every agent and closes their positions at market', async () => {
    const [bar, later] = futureBars(t, 2, 9)
    if (!bar || !later) throw new Error('no bars')
    await t.server.ctx.strategies.live.replay(SYMBOL, '1d', [bar])
    const held = (await call<Swarm>('GET', `/swarms/${swarm.id}`)).body
    expect(held.agents.map((a) => a.signal)).toEqual(['long', 'long'])
    expect(held.agreement).toMatchObject({ long: 1, consensus: 'long' })

    const killed = await call<Swarm>('POST', `/swarms/${swarm.id}/kill`)
    expect(killed.status).toBe(200)
    expect(killed.body.status).toBe('killed')
    expect(killed.body.agents.map((a) => [a.status, a.signal])).toEqual([
      ['paused', 'flat'],
      ['paused', 'flat'],
    ])
    const orders = await call<Order[]>('GET', `/orders?portfolio_id=${trader.portfolioId}`)
    for (const a of agents) {
      const closing = orders.body.filter((o) => o.clientOrderId?.startsWith(`stg:${a.id}:kill:`))
      expect(closing.map((o) => [o.side, o.status])).toEqual([['sell', 'filled']])
      const trace = await ordersOf(t.api, trader.token, a.id)
      expect(trace.at(-1)).toMatchObject({ rule: 'kill_switch', side: 'sell', status: 'filled' })
    }
    await t.server.ctx.strategies.live.replay(SYMBOL, '1d', [later])
    for (const a of agents) expect(await ordersOf(t.api, trader.token, a.id)).toHaveLength(2)
  })

  it('is not found by another user', async () => {
    const stranger = await newUser(t.api, 'swarmstranger')
    for (const [method, path] of [
      ['GET', `/swarms/${swarm.id}`],
      ['PUT', `/swarms/${swarm.id}`],
      ['POST', `/swarms/${swarm.id}/kill`],
      ['DELETE', `/swarms/${swarm.id}`],
    ] as const) {
      const res = await call(method, path, method === 'GET' ? undefined : {}, stranger.token)
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    const list = await call<Swarm[]>('GET', '/swarms', undefined, stranger.token)
    expect(list.body).toEqual([])
  })

  it('dissolves on delete: its agents stay, paused, in no swarm', async () => {
    expect((await call('DELETE', `/swarms/${swarm.id}`)).status).toBe(204)
    expect((await call('GET', `/swarms/${swarm.id}`)).status).toBe(404)
    for (const a of agents) {
      const s = await call<Strategy>('GET', `/strategies/${a.id}`)
      expect([s.status, s.body.status, s.body.swarmId]).toEqual([200, 'paused', null])
    }
  })
})
