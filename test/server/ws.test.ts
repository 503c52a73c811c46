import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  marketMessage,
  orderbookMessage,
  tradesMessage,
  portfolioSummary,
  WS_CLOSE,
  wsConnections,
} from '../../protocol/index.ts'
import { signAccessToken } from '../../server/auth/jwt.ts'
import { demoTokens, onStream, startServer, TestSocket, type TestServer } from './helpers.ts'

let t: TestServer
let adminToken = ''
let traderToken = ''

const open = (token: string, autoPong = true): Promise<TestSocket> => t.connect(token, autoPong)

beforeAll(async () => {
  t = await startServer({ demo: true, ws: { pingIntervalMs: 200, idleTimeoutMs: 1000 } })
  ;({ admin: adminToken, trader: traderToken } = await demoTokens(t.api))
})
afterAll(async () => {
  await t.close()
})

describe('authentication', () => {
  it('closes with 4401 for a missing, a bad and an expired token', async () => {
    const missing = new TestSocket(t.wsUrl)
    expect(await missing.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Invalid token' })
    const bad = new TestSocket(`${t.wsUrl}?token=garbage`)
    expect(await bad.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Invalid token' })
    const old = signAccessToken(
      t.server.ctx.jwtSecret,
      { sub: 'someone', role: 'USER', sid: 'some-session' },
      60,
      Date.now() - 3_600_000,
    )
    const expired = new TestSocket(`${t.wsUrl}?token=${old}`)
    expect(await expired.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Token expired' })
    const plain = await t.api('GET', '/ws')
    expect(plain.status).toBe(426)
    expect(plain.body).toEqual({ detail: 'Upgrade Required' })
  })
})

describe('market stream', () => {
  it('answers subscribed, a seq-1 snapshot, then consecutive seqs with moving prices', async () => {
    const s = await open(traderToken)
    s.send({ type: 'subscribe', channel: 'market', symbol: 'BTC-USD' })
    const ack = await s.waitFor((m) => m.type === 'subscribed')
    expect(ack).toEqual({ type: 'subscribed', channel: 'market', symbols: ['BTC-USD'] })
    await s.waitFor((m) => onStream('market')(m) && (m.seq as number) >= 8, 8000)
    const stream = s.messages.filter(onStream('market')).map((m) => marketMessage.parse(m))
    expect(stream[0]?.seq).toBe(1)
    expect(s.messages.indexOf(ack)).toBeLessThan(s.messages.findIndex(onStream('market')))
    stream.forEach((m, i) => {
      expect(m.seq).toBe(i + 1)
      expect(m.symbol).toBe('BTC-USD')
    })
    expect(new Set(stream.map((m) => m.data.price)).size).toBeGreaterThan(1)

    s.send({ type: 'unsubscribe', channel: 'market', symbols: ['BTC-USD'] })
    await s.waitFor((m) => m.type === 'unsubscribed')
    const count = s.messages.length
    await new Promise((r) => setTimeout(r, 700))
    expect(s.messages.slice(count).filter(onStream('market'))).toEqual([])
  })

  it('names unknown symbols in an error and still subscribes the known ones', async () => {
    const s = await open(traderToken)
    s.send({ type: 'subscribe', channel: 'market', symbols: ['ETH-USD', 'NOPE-USD'] })
    const err = await s.waitFor((m) => m.type === 'error')
    expect((err.data as { message: string }).message).toContain('NOPE-USD')
    expect(await s.waitFor((m) => m.type === 'subscribed')).toMatchObject({ symbols: ['ETH-USD'] })
  })

  it('sends order book snapshots and trade batches', async () => {
    const s = await open(traderToken)
    s.send({ type: 'subscribe', channel: 'orderbook', symbol: 'ETH-USD' })
    s.send({ type: 'subscribe', channel: 'trades', symbol: 'ETH-USD' })
    const book = orderbookMessage.parse(await s.waitFor(onStream('orderbook')))
    expect(book.seq).toBe(1)
    expect(book.data.bids).toHaveLength(20)
    expect(book.data.asks).toHaveLength(20)
    expect(book.data.bids[0]?.[0]).toBeLessThan(book.data.asks[0]?.[0] ?? 0)
    await s.waitFor((m) => onStream('orderbook')(m) && m.seq === 2)
    // The snapshot carries the recent prints; live batches follow with the next seqs.
    const snapshot = tradesMessage.parse(await s.waitFor(onStream('trades')))
    expect(snapshot.seq).toBe(1)
    expect(snapshot.data.length).toBeGreaterThan(0)
    expect(snapshot.data.every((tr) => tr.symbol === 'ETH-USD')).toBe(true)
    const live = tradesMessage.parse(await s.waitFor((m) => onStream('trades')(m) && m.seq === 2))
    expect(live.data.length).toBeGreaterThan(0)
    const ids = new Set(snapshot.data.map((tr) => tr.id))
    expect(live.data.some((tr) => ids.has(tr.id))).toBe(false)
  })

  it('pushes the portfolio summary on the private portfolio channel', async () => {
    const s = await open(traderToken)
    s.send({ type: 'subscribe', channel: 'portfolio' })
    const msg = await s.waitFor(onStream('portfolio'))
    expect(msg.seq).toBe(1)
    const summary = portfolioSummary.parse(msg.data)
    // The demo trader's holdings are recorded as held elsewhere.
    expect(Object.keys(summary.positions).sort()).toEqual([
      'AAPL-USD:manual',
      'BTC-USD:manual',
      'ETH-USD:manual',
    ])
  })
})

describe('robustness', () => {
  it('answers invalid frames with an error and keeps the socket open', async () => {
    const s = await open(traderToken)
    s.send('not json at all')
    s.send({ type: 'bogus' })
    s.send({ type: 'subscribe', channel: 'nowhere', symbol: 'BTC-USD' })
    s.send({ type: 'ping', timestamp: 1, pad: 'x'.repeat(17 * 1024) })
    await s.waitFor(() => s.messages.filter((m) => m.type === 'error').length >= 4)
    const errors = s.messages
      .filter((m) => m.type === 'error')
      .map((m) => (m.data as { message: string }).message)
    expect(errors[0]).toBe('Invalid JSON')
    expect(errors[3]).toContain('too large')
    s.send({ type: 'ping', timestamp: 12345 })
    expect(await s.waitFor((m) => m.type === 'pong')).toEqual({ type: 'pong', timestamp: 12345 })
    expect(s.ws.readyState).toBe(s.ws.OPEN)
  })

  it('closes with 4429 after a flood of messages', async () => {
    const s = await open(traderToken)
    for (let i = 0; i < 80; i++) s.send({ type: 'ping', timestamp: i })
    const closed = await s.closed
    expect(closed.code).toBe(WS_CLOSE.tooMany)
    expect(s.messages.some((m) => m.type === 'error')).toBe(true)
  })

  it('pings, and closes a silent client with 4408', async () => {
    const s = await open(traderToken, false)
    await s.waitFor((m) => m.type === 'ping', 3000)
    const closed = await s.closed
    expect(closed.code).toBe(WS_CLOSE.pongTimeout)
  })
})

describe('admin connections', () => {
  it('counts open sockets per user for admins only', async () => {
    const a = await open(traderToken)
    const b = await open(traderToken)
    const res = await t.api('GET', '/api/v1/admin/connections', { token: adminToken })
    expect(res.status).toBe(200)
    const body = wsConnections.parse(res.body)
    const trader = body.byUser.find((u) => u.email === 'trader@tradedesk.dev')
    expect(trader?.sockets).toBeGreaterThanOrEqual(2)
    expect(body.total).toBe(body.byUser.reduce((n, u) => n + u.sockets, 0))

    a.close()
    await a.closed
    await new Promise((r) => setTimeout(r, 50))
    const after = wsConnections.parse(
      (await t.api('GET', '/api/v1/admin/connections', { token: adminToken })).body,
    )
    expect(after.byUser.find((u) => u.email === 'trader@tradedesk.dev')?.sockets).toBe(
      (trader?.sockets ?? 0) - 1,
    )
    b.close()

    const denied = await t.api('GET', '/api/v1/admin/connections', { token: traderToken })
    expect(denied.status).toBe(403)
    expect(denied.body).toEqual({ detail: 'Not enough permissions' })
    expect((await t.api('GET', '/api/v1/admin/connections')).status).toBe(401)
  })
})
