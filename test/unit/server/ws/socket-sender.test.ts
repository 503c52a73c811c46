import type { WebSocket } from 'ws'
import { describe, expect, it } from 'vitest'
import { SocketSender } from '../../../../server/ws/socket-sender.ts'
import { StreamFrame } from '../../../../server/ws/stream-frame.ts'
import { FakeSocket } from './fake-socket.ts'

const LIMITS = {
  maxBufferedBytes: 1_000,
  maxBufferedHardBytes: 5_000,
  maxCongestedMs: 2_000,
  checkPushes: false,
}

function sender() {
  const socket = new FakeSocket()
  const closed: string[] = []
  const s = new SocketSender(
    socket as unknown as WebSocket,
    LIMITS,
    () => socket.readyState === socket.OPEN,
    (reason) => closed.push(reason),
  )
  for (const key of ['market:BTC-USD', 'trades:BTC-USD', 'orders']) s.streams.set(key, 0)
  return { s, socket, closed }
}

const price = (p: number) =>
  new StreamFrame({
    channel: 'market',
    symbol: 'BTC-USD',
    data: {
      symbol: 'BTC-USD',
      price: p,
      change24h: 0,
      change24hPercent: 0,
      volume24h: 1,
      high24h: p,
      low24h: p,
      lastUpdate: 1,
    },
  })
const print = () => new StreamFrame({ channel: 'trades', symbol: 'BTC-USD', data: [] })
const seqs = (socket: FakeSocket, channel: string) =>
  socket.sent.filter((m) => m.channel === channel).map((m) => m.seq)

describe('a socket sender under backpressure', () => {
  it('holds only the latest price while congested and sends it, next in seq, once drained', () => {
    const { s, socket } = sender()
    s.sendLatest('market:BTC-USD', price(1))
    socket.bufferedAmount = 2_000
    s.sendLatest('market:BTC-USD', price(2))
    s.sendLatest('market:BTC-USD', price(3))
    expect(seqs(socket, 'market')).toEqual([1])
    socket.bufferedAmount = 0
    s.check(Date.now())
    expect(socket.sent.map((m) => (m.data as { price?: number }).price)).toEqual([1, 3])
    expect(seqs(socket, 'market')).toEqual([1, 2])
    expect(s.backlogged).toBe(false)
  })

  it('skips trade prints while congested but uses up their seq, so the client sees the gap', () => {
    const { s, socket } = sender()
    s.sendPrint('trades:BTC-USD', print())
    socket.bufferedAmount = 2_000
    s.sendPrint('trades:BTC-USD', print())
    socket.bufferedAmount = 0
    s.sendPrint('trades:BTC-USD', print())
    expect(seqs(socket, 'trades')).toEqual([1, 3])
  })

  it('always sends private pushes, and gives up past the hard limit', () => {
    const { s, socket, closed } = sender()
    socket.bufferedAmount = 2_000
    s.send('orders', new StreamFrame({ channel: 'notifications', data: {} } as never))
    expect(socket.sent).toHaveLength(1)
    expect(closed).toEqual([])
    socket.bufferedAmount = 6_000
    s.write('{"type":"pong"}')
    expect(closed).toEqual(['Too slow: send buffer full'])
  })

  it('gives up on a socket congested longer than allowed, not before', () => {
    const { s, socket, closed } = sender()
    socket.bufferedAmount = 2_000
    const t0 = Date.now()
    s.sendLatest('market:BTC-USD', price(1))
    s.check(t0 + LIMITS.maxCongestedMs - 10)
    expect(closed).toEqual([])
    s.check(t0 + LIMITS.maxCongestedMs + 10)
    expect(closed).toEqual(['Too slow: congested too long'])
  })
})
