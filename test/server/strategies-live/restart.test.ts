/**
 * ACCEPTANCE (issue 14): an active strategy survives a server restart on the same DATA_DIR: its
 * book and last bar are kept, the next bar trades, and a bar already evaluated is not traded
 * twice (its order key is the same, and the runner skips bars up to the last one it evaluated).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Strategy } from '../../../protocol/index.ts'
import { startServer, type TestServer } from '../helpers.ts'
import { newTrader } from '../trading/trading-helpers.ts'
import {
  alternatingConfig,
  createStrategy,
  futureBars,
  ordersOf,
  setStatus,
  SYMBOL,
} from './live-helpers.ts'

let dataDir = ''
let running: TestServer | undefined
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tradedesk-strategy-restart-'))
})
afterAll(async () => {
  await running?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const boot = async (): Promise<TestServer> => {
  running = await startServer({ inMemoryDb: false, dataDir })
  return running
}

const login = async (t: TestServer, email: string, password: string): Promise<string> => {
  const res = await t.api<{ access_token: string }>('POST', '/api/v1/auth/login', {
    form: { username: email, password },
  })
  expect(res.status).toBe(200)
  return res.body.access_token
}

describe('a live strategy across a restart', () => {
  it('keeps its book and last bar, trades the next bar, and never trades a bar twice', async () => {
    const first = await boot()
    const trader = await newTrader(first.api, 'restart')
    const strategy = await createStrategy(first.api, trader, alternatingConfig())
    await setStatus(first.api, trader.token, strategy.id, 'active')
    const [b1, b2] = futureBars(first, 2, 5)
    if (!b1 || !b2) throw new Error('no bars')
    await first.server.ctx.strategies.live.replay(SYMBOL, '1d', [b1])
    const entered = await ordersOf(first.api, trader.token, strategy.id)
    expect(entered.map((o) => [o.barTime, o.rule, o.status])).toEqual([
      [b1.time, 'enter', 'filled'],
    ])
    await first.close()
    running = undefined

    const second = await boot()
    const token = await login(second, trader.email, trader.password)
    const kept = await second.api<Strategy>('GET', `/api/v1/strategies/${strategy.id}`, { token })
    expect(kept.body.status).toBe('active')
    expect(kept.body.performance.lastBarTime).toBe(b1.time)
    expect(kept.body.performance.position).toMatchObject({
      side: 'long',
      quantity: entered[0]?.quantity,
    })

    // b1 again (already evaluated: skipped), then b2: the kept position is closed on it.
    await second.server.ctx.strategies.live.replay(SYMBOL, '1d', [b1, b2])
    const orders = await ordersOf(second.api, token, strategy.id)
    expect(orders.map((o) => [o.barTime, o.rule, o.side, o.status])).toEqual([
      [b1.time, 'enter', 'buy', 'filled'],
      [b2.time, 'leave', 'sell', 'filled'],
    ])
    expect(orders[1]?.quantity).toBe(entered[0]?.quantity)
    const after = await second.api<Strategy>('GET', `/api/v1/strategies/${strategy.id}`, { token })
    expect(after.body.performance.position).toBeNull()
    expect(after.body.performance.lastBarTime).toBe(b2.time)
    await second.close()
    running = undefined
    await crashedAfterSending(trader.email, trader.password, strategy.id)
  }, 120_000)
})

/**
 * The server stopped between sending a bar's order and recording it: the trace row says 'sent'
 * and the exchange committed the order. After the restart the runner books that order's fill
 * once, counts the bar as evaluated, and goes on from the next bar.
 */
async function crashedAfterSending(email: string, password: string, id: string) {
  const third = await boot()
  const token = await login(third, email, password)
  const [b3, b4] = futureBars(third, 4, 6).slice(2)
  if (!b3 || !b4) throw new Error('no bars')
  const shown = await third.api<Strategy>('GET', `/api/v1/strategies/${id}`, { token })
  const user = await third.api<{ id: string }>('GET', '/api/v1/users/me', { token })
  const key = `stg:${id}:${b3.time}:0`
  await third.server.db.query(
    `INSERT INTO strategy_orders (client_order_id, strategy_id, bar_time, rule, action, side,
       quantity, status, created_at) VALUES ($1, $2, $3, 'enter', 'enter_long', 'buy', 0.4, 'sent', now())`,
    [key, id, b3.time],
  )
  third.server.market.replayPrice(SYMBOL, b3.close)
  const placed = await third.server.trading.place(
    user.body.id,
    {
      portfolioId: shown.body.portfolioId ?? '',
      symbol: SYMBOL,
      side: 'buy',
      orderType: 'market',
      quantity: 0.4,
      market: 'spot',
      clientOrderId: key,
    },
    key,
  )
  expect(placed.status).toBe(201)
  // Closing while the strategy is active keeps it active; the 'sent' row is what a crash leaves.
  await third.close()
  running = undefined

  const fourth = await boot()
  const token4 = await login(fourth, email, password)
  const recovered = await fourth.api<Strategy>('GET', `/api/v1/strategies/${id}`, {
    token: token4,
  })
  expect(recovered.body.performance.lastBarTime).toBe(b3.time)
  expect(recovered.body.performance.position).toMatchObject({ side: 'long', quantity: 0.4 })
  await fourth.server.ctx.strategies.live.replay(SYMBOL, '1d', [b3, b4])
  const orders = await ordersOf(fourth.api, token4, id)
  expect(orders.slice(2).map((o) => [o.barTime, o.rule, o.status, o.quantity])).toEqual([
    [b3.time, 'enter', 'filled', 0.4],
    [b4.time, 'leave', 'filled', 0.4],
  ])
}
