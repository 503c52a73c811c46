import { EventEmitter } from 'node:events'
import type { WebSocket } from 'ws'
import { afterEach, describe, expect, it } from 'vitest'
import { WS_CLOSE } from '../../../protocol/index.ts'
import type { AppContext } from '../../../server/context.ts'
import { MarketSimulator } from '../../../server/market/simulator.ts'
import { WsHub } from '../../../server/ws/hub.ts'
import { DEFAULT_WS_OPTIONS } from '../../../server/ws/options.ts'

const START = Date.UTC(2026, 0, 5, 12, 0, 0)

/** Just enough of a ws socket for the hub: records what is sent and how it was closed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1
  readonly CONNECTING = 0
  readyState = 1
  bufferedAmount = 0
  readonly sent: Record<string, unknown>[] = []
  closedWith: { code: number; reason: string } | undefined
  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>)
  }
  close(code: number, reason: string): void {
    this.readyState = 3
    this.closedWith = { code, reason }
    this.emit('close')
  }
  terminate(): void {
    this.readyState = 3
  }
  receive(msg: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(msg)), false)
  }
}

let hub: WsHub | undefined
afterEach(() => hub?.close())

function setup(maxSocketsPerUser = 5) {
  const market = new MarketSimulator({
    seed: 1,
    startTime: START,
    backfill: { '1m': 10, '5m': 10, '1h': 10, '1d': 10 },
  })
  hub = new WsHub({ market } as unknown as AppContext, { ...DEFAULT_WS_OPTIONS, maxSocketsPerUser })
  hub.start()
  let now = START
  const advance = (ms: number) => {
    for (let t = 0; t < ms; t += 50) market.tick((now += 50))
  }
  const connect = (userId: string) => {
    const socket = new FakeSocket()
    hub?.accept(socket as unknown as WebSocket, userId)
    return socket
  }
  return { hub, advance, connect }
}

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
