import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MarketPrice } from '../../../protocol/index.ts'
import { newUser, onStream, startServer, type TestServer } from '../helpers.ts'
import { newAdmin } from '../admin/admin-helpers.ts'

let t: TestServer
let admin: Awaited<ReturnType<typeof newAdmin>>
let trader: Awaited<ReturnType<typeof newUser>>
beforeAll(async () => {
  t = await startServer()
  admin = await newAdmin(t)
  trader = await newUser(t.api, 'haltpush')
})
afterAll(async () => {
  await t.close()
})

const adminPost = (path: string, json?: unknown) =>
  t.api('POST', `/api/v1/admin/markets/${path}`, {
    token: admin.token,
    ...(json === undefined ? {} : { json }),
  })

const priceOf = (m: Record<string, unknown>): MarketPrice => m.data as MarketPrice
const isBtcPrice = (m: Record<string, unknown>): boolean =>
  onStream('market')(m) && m.symbol === 'BTC-USD'

describe('halted on the market stream', () => {
  it('says trading (false) before any halt, in the snapshot and over REST', async () => {
    const s = await t.connect(trader.token)
    s.send({ type: 'subscribe', channel: 'market', symbol: 'BTC-USD' })
    const first = await s.waitFor(isBtcPrice)
    expect(first.seq).toBe(1)
    expect(priceOf(first).halted).toBe(false)
    const rest = await t.api<MarketPrice[]>('GET', '/api/v1/market/data?symbols=BTC-USD')
    expect(rest.body[0]).toMatchObject({ symbol: 'BTC-USD', halted: false })
    s.close()
  })

  it('pushes halted=true to subscribers at once, to a fresh snapshot, and false again on resume', async () => {
    const live = await t.connect(trader.token)
    live.send({ type: 'subscribe', channel: 'market', symbol: 'BTC-USD' })
    live.send({ type: 'subscribe', channel: 'market', symbol: 'ETH-USD' })
    await live.waitFor(isBtcPrice)

    const before = live.messages.length
    expect((await adminPost('BTC-USD/halt', { reason: 'Maintenance' })).status).toBe(200)
    const haltedPush = await live.waitFor(
      (m) => isBtcPrice(m) && priceOf(m).halted === true,
      2000,
      before,
    )
    expect(haltedPush.seq).toBeGreaterThan(1)
    // Other symbols trade on.
    const eth = await live.waitFor(
      (m) => onStream('market')(m) && m.symbol === 'ETH-USD',
      2000,
      before,
    )
    expect(priceOf(eth).halted).toBe(false)

    const fresh = await t.connect(trader.token)
    fresh.send({ type: 'subscribe', channel: 'market', symbol: 'BTC-USD' })
    const snapshot = await fresh.waitFor(isBtcPrice)
    expect(snapshot.seq).toBe(1)
    expect(priceOf(snapshot).halted).toBe(true)
    const rest = await t.api<MarketPrice[]>('GET', '/api/v1/market/data?symbols=BTC-USD')
    expect(rest.body[0]?.halted).toBe(true)

    const beforeResume = live.messages.length
    expect((await adminPost('BTC-USD/resume')).status).toBe(200)
    for (const s of [live, fresh]) {
      const resumed = await s.waitFor(
        (m) => isBtcPrice(m) && priceOf(m).halted === false,
        2000,
        s === live ? beforeResume : 1,
      )
      expect(resumed.channel).toBe('market')
    }
    // Every BTC price after the resume says trading: no stale halted tick is sent later.
    await new Promise((r) => setTimeout(r, 600))
    const after = live.messages.slice(beforeResume).filter(isBtcPrice).map(priceOf)
    const firstTrading = after.findIndex((p) => p.halted === false)
    expect(after.slice(firstTrading).every((p) => p.halted === false)).toBe(true)
  })
})
