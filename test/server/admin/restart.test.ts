import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminMarket } from '../../../protocol/index.ts'
import { startServer, type TestServer } from '../helpers.ts'
import { newTrader, place } from '../trading/trading-helpers.ts'
import { newAdmin } from './admin-helpers.ts'

let dataDir = ''
let running: TestServer | undefined
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tradedesk-halts-'))
})
afterAll(async () => {
  await running?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const boot = async (): Promise<TestServer> =>
  (running = await startServer({ inMemoryDb: false, dataDir }))

describe('a halt across a restart', () => {
  it('is still in force, with its reason, and the restarted makers never quote the book', async () => {
    const first = await boot()
    const admin = await newAdmin(first)
    const trader = await newTrader(first.api, 'restart')
    const halt = await first.api('POST', '/api/v1/admin/markets/XAU-USD/halt', {
      token: admin.token,
      json: { reason: 'Reference price feed lost' },
    })
    expect(halt.status).toBe(200)
    await first.close()
    running = undefined

    const second = await boot()
    const list = await second.api<AdminMarket[]>('GET', '/api/v1/admin/markets', {
      token: admin.token,
    })
    expect(list.body.find((m) => m.symbol === 'XAU-USD')).toMatchObject({
      status: 'halted',
      reason: 'Reference price feed lost',
      haltedBy: admin.email,
    })
    const refused = await place(second.api, trader, {
      symbol: 'XAU-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 1,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe('Trading in XAU-USD is halted: Reference price feed lost')
    const book = second.server.market.orderBook('XAU-USD')
    expect(book).toMatchObject({ bids: [], asks: [] })
    expect(second.server.market.orderBook('EUR-USD')?.bids.length).toBeGreaterThan(0)
  }, 120_000)
})
