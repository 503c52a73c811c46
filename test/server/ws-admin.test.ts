import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wsConnections, type WsConnections } from '../../protocol/index.ts'
import { demoTokens, startServer, type TestServer, type TestSocket } from './helpers.ts'

let t: TestServer
let adminToken = ''
let traderToken = ''

beforeAll(async () => {
  t = await startServer({ demo: true })
  ;({ admin: adminToken, trader: traderToken } = await demoTokens(t.api))
})
afterAll(async () => {
  await t.close()
})

const streams = async (): Promise<WsConnections['streams']> => {
  const res = await t.api('GET', '/api/v1/admin/connections', { token: adminToken })
  expect(res.status).toBe(200)
  return wsConnections.parse(res.body).streams
}

const subscribe = async (
  s: TestSocket,
  type: 'subscribe' | 'unsubscribe',
  channel: string,
  symbol?: string,
): Promise<void> => {
  const from = s.messages.length
  s.send({ type, channel, ...(symbol === undefined ? {} : { symbols: [symbol] }) })
  await s.waitFor((m) => m.type === `${type}d` && m.channel === channel, 5000, from)
}

describe('admin connections: streams', () => {
  it('counts the sockets on each (channel, symbol), private channels without symbol', async () => {
    expect(await streams()).toEqual([])
    const a = await t.connect(traderToken)
    const b = await t.connect(traderToken)
    await subscribe(a, 'subscribe', 'orderbook', 'BTC-USD')
    await subscribe(b, 'subscribe', 'orderbook', 'BTC-USD')
    await subscribe(b, 'subscribe', 'market', 'ETH-USD')
    await subscribe(a, 'subscribe', 'orders')
    expect(await streams()).toEqual([
      { channel: 'market', symbol: 'ETH-USD', sockets: 1 },
      { channel: 'orderbook', symbol: 'BTC-USD', sockets: 2 },
      { channel: 'orders', symbol: null, sockets: 1 },
    ])

    await subscribe(a, 'unsubscribe', 'orderbook', 'BTC-USD')
    b.close()
    await b.closed
    await new Promise((r) => setTimeout(r, 50))
    expect(await streams()).toEqual([{ channel: 'orders', symbol: null, sockets: 1 }])
  })

  it('is for admins only', async () => {
    const denied = await t.api('GET', '/api/v1/admin/connections', { token: traderToken })
    expect(denied).toMatchObject({ status: 403, body: { detail: 'Not enough permissions' } })
  })
})
