import type { WebSocket } from 'ws'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WS_CLOSE } from '../../../protocol/index.ts'
import { createSessionEvents } from '../../../server/auth/session-events.ts'
import type { AppContext } from '../../../server/context.ts'
import { MarketSimulator } from '../../../server/market/simulator.ts'
import { WsHub } from '../../../server/ws/hub.ts'
import { DEFAULT_WS_OPTIONS, type WsOptions } from '../../../server/ws/options.ts'
import { FakeSocket } from './ws/fake-socket.ts'

const START = Date.UTC(2026, 0, 5, 12, 0, 0)

let hub: WsHub | undefined
afterEach(() => hub?.close())

const HOUR = 3_600_000

function setup(maxSocketsPerUser = 5, opts: Partial<WsOptions> = {}) {
  const market = new MarketSimulator({
    seed: 1,
    startTime: START,
    backfill: { '1m': 10, '5m': 10, '1h': 10, '1d': 10 },
  })
  const sessionEvents = createSessionEvents()
  const privateSnapshot = vi.fn(() => Promise.resolve([]))
  /** Session ids the fake database reports as live, with their user. */
  const live = new Map<string, string>()
  const db = {
    query: vi.fn((_sql: string, params: string[]) => {
      const ids = JSON.parse(params[0] ?? '[]') as string[]
      const rows = ids.flatMap((id) => {
        const user = live.get(id)
        return user === undefined ? [] : [{ id, user_id: user }]
      })
      return Promise.resolve(rows)
    }),
  }
  const ctx = { market, sessionEvents, db, trading: { privateSnapshot } }
  hub = new WsHub(ctx as unknown as AppContext, {
    ...DEFAULT_WS_OPTIONS,
    maxSocketsPerUser,
    ...opts,
  })
  hub.start()
  let now = START
  const advance = (ms: number) => {
    for (let t = 0; t < ms; t += 50) market.tick((now += 50))
  }
  const connect = (userId: string, sessionId = `s-${userId}`, expiresAt = Date.now() + HOUR) => {
    const socket = new FakeSocket()
    hub?.accept(socket as unknown as WebSocket, { userId, sessionId, expiresAt })
    return socket
  }
  return { hub, advance, connect, sessionEvents, privateSnapshot, live, db }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const errorsOf = (s: FakeSocket): string[] =>
  s.sent.filter((m) => m.type === 'error').map((m) => (m.data as { message: string }).message)

const marketSeqs = (s: FakeSocket): number[] =>
  s.sent.filter((m) => m.channel === 'market' && m.type === undefined).map((m) => m.seq as number)

describe('WsHub', () => {
  it('numbers a stream 1, 2, 3 … per socket and restarts at 1 on resubscribe', () => {
    const { advance, connect } = setup()
    const a = connect('u1')
    a.receive({ type: 'subscribe', channel: 'market', symbol: 'BTC-USD' })
    expect(a.sent[0]).toEqual({ type: 'subscribed', channel: 'market', symbols: ['BTC-USD'] })
    advance(2000)
    const seqs = marketSeqs(a)
    expect(seqs.length).toBeGreaterThan(4)
    expect(seqs).toEqual(seqs.map((_, i) => i + 1))

    const b = connect('u2')
    b.receive({ type: 'subscribe', channel: 'market', symbol: 'BTC-USD' })
    expect(marketSeqs(b)).toEqual([1])

    a.sent.length = 0
    a.receive({ type: 'subscribe', channel: 'market', symbol: 'BTC-USD' })
    expect(marketSeqs(a)).toEqual([1])
  })

  it('skips market updates while a socket is congested, without leaving a seq gap', () => {
    const { advance, connect } = setup()
    const s = connect('u1')
    s.receive({ type: 'subscribe', channel: 'market', symbol: 'ETH-USD' })
    advance(1000)
    const before = marketSeqs(s).length
    s.bufferedAmount = 10 * 1024 * 1024
    advance(2000)
    expect(marketSeqs(s).length).toBe(before)
    s.bufferedAmount = 0
    advance(1000)
    const seqs = marketSeqs(s)
    expect(seqs.length).toBeGreaterThan(before)
    expect(seqs).toEqual(seqs.map((_, i) => i + 1))
  })

  it('stops sending after unsubscribe and forgets closed sockets', () => {
    const { hub, advance, connect } = setup()
    const s = connect('u1')
    s.receive({ type: 'subscribe', channel: 'market', symbols: ['BTC-USD', 'EUR-USD'] })
    s.receive({ type: 'unsubscribe', channel: 'market', symbols: ['BTC-USD', 'EUR-USD'] })
    const count = s.sent.length
    advance(2000)
    expect(s.sent.length).toBe(count)
    expect(hub.counts().get('u1')).toBe(1)
    s.close(1000, 'bye')
    expect(hub.counts().get('u1')).toBeUndefined()
  })

  it('refuses sockets beyond the per-user limit', () => {
    const { hub, connect } = setup(2)
    connect('u1')
    connect('u1')
    const third = connect('u1')
    expect(third.closedWith?.code).toBe(WS_CLOSE.tooMany)
    expect(hub.counts().get('u1')).toBe(2)
    expect(connect('u2').closedWith).toBeUndefined()
  })
})

describe('WsHub sessions', () => {
  it('closes a socket with 4401 when its token expires, and sends nothing after', async () => {
    const { connect } = setup()
    const s = connect('u1', 's-u1', Date.now() + 40)
    const keep = connect('u2')
    await sleep(80)
    expect(s.closedWith).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Token expired' })
    expect(keep.closedWith).toBeUndefined()
  })

  it('closes the sockets of an ended session at once, and no others', () => {
    const { connect, sessionEvents } = setup()
    const [a1, a2, other, b] = [
      connect('u1', 'sa'),
      connect('u1', 'sa'),
      connect('u1', 'sb'),
      connect('u2', 'sc'),
    ]
    sessionEvents.ended('sa')
    for (const s of [a1, a2])
      expect(s.closedWith).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Session ended' })
    expect(other.closedWith).toBeUndefined()
    expect(b.closedWith).toBeUndefined()
  })

  it('checks the sessions of all open sockets in one query and closes the ended ones', async () => {
    const { connect, live, db } = setup(5, { sessionCheckIntervalMs: 30 })
    live.set('s1', 'u1')
    // s3 belongs to someone else than the socket claims: treated as ended.
    live.set('s3', 'u9')
    const [ok, ok2, ended, foreign] = [
      connect('u1', 's1'),
      connect('u1', 's1'),
      connect('u2', 's2'),
      connect('u3', 's3'),
    ]
    await sleep(60)
    expect(ok.closedWith).toBeUndefined()
    expect(ok2.closedWith).toBeUndefined()
    for (const s of [ended, foreign])
      expect(s.closedWith).toEqual({ code: WS_CLOSE.unauthorized, reason: 'Session ended' })
    const first = db.query.mock.calls[0]
    expect(JSON.parse(first?.[1][0] ?? '[]')).toEqual(['s1', 's2', 's3'])
  })
})

describe('WsHub snapshot budget', () => {
  it("refuses a user's private subscribes beyond the bucket, across sockets, without a snapshot", () => {
    const { connect, privateSnapshot } = setup(5, {
      snapshotCapacity: 3,
      snapshotRefillPerSec: 0.001,
    })
    const [a, b] = [connect('u1'), connect('u1')]
    for (const s of [a, b, a, b, a]) s.receive({ type: 'subscribe', channel: 'orders' })
    expect(privateSnapshot).toHaveBeenCalledTimes(3)
    const refused = [...errorsOf(a), ...errorsOf(b)]
    expect(refused).toHaveLength(2)
    expect(refused[0]).toMatch(/^Too many subscriptions: try again in \d+ s$/)

    // Another user has a bucket of their own; channels without a snapshot cost nothing.
    const c = connect('u2')
    c.receive({ type: 'subscribe', channel: 'balances' })
    expect(privateSnapshot).toHaveBeenCalledTimes(4)
    a.sent.length = 0
    a.receive({ type: 'subscribe', channel: 'notifications' })
    a.receive({ type: 'subscribe', channel: 'market', symbol: 'BTC-USD' })
    expect(errorsOf(a)).toEqual([])
    expect(a.sent.filter((m) => m.type === 'subscribed')).toHaveLength(2)
  })
})
