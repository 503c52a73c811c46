import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../../workers/engine/deps.ts'
import {
  createSocket,
  HEARTBEAT_MS,
  PONG_TIMEOUT_MS,
  RECONNECT_FAILED,
  type SocketDeps,
} from '../../workers/engine/socket/socket.ts'
import type { StreamMessage } from '../../protocol/index.ts'
import { fakeSocketClass } from './helpers/fake-socket.ts'
import { marketTick } from './helpers/market.ts'

function setup(extra: Partial<SocketDeps> = {}) {
  const { Ctor, instances } = fakeSocketClass()
  const received: StreamMessage[] = []
  const socket = createSocket({
    WebSocket: Ctor,
    clock: systemClock,
    url: () => 'ws://trade.test/ws?token=t',
    onStream: (m) => received.push(m),
    ...extra,
  })
  const last = () => {
    const s = instances.at(-1)
    if (!s) throw new Error('no socket')
    return s
  }
  return { socket, instances, received, last }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('reconnection', () => {
  it('tries 5 times with delays 1, 2, 4, 8, 16 s, then stops in error', async () => {
    const { socket, instances, last } = setup()
    socket.connect()
    await flush()
    expect(instances).toHaveLength(1)
    last().serverClose(1006)
    for (const [i, delay] of [1000, 2000, 4000, 8000, 16000].entries()) {
      expect(socket.state()).toMatchObject({ status: 'connecting', attempt: i + 1 })
      await vi.advanceTimersByTimeAsync(delay - 1)
      expect(instances).toHaveLength(i + 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(instances).toHaveLength(i + 2)
      last().serverClose(1006)
    }
    expect(socket.state()).toEqual({ status: 'error', message: RECONNECT_FAILED, attempt: 5 })
    expect(RECONNECT_FAILED).toBe('Failed to reconnect after multiple attempts')
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(instances).toHaveLength(6)
  })

  it('never reconnects after a normal close (1000)', async () => {
    const { socket, instances, last } = setup()
    socket.connect()
    await flush()
    last().open()
    last().serverClose(1000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(instances).toHaveLength(1)
    expect(socket.state().status).toBe('disconnected')
  })

  it('never retries a CSRF-invalid close (4403)', async () => {
    const { socket, instances, last } = setup()
    socket.connect()
    await flush()
    last().open()
    last().serverClose(4403)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(instances).toHaveLength(1)
    expect(socket.state().status).toBe('error')
  })

  it('a successful open resets the attempt count', async () => {
    const { socket, instances, last } = setup()
    socket.connect()
    await flush()
    last().serverClose(1006)
    await vi.advanceTimersByTimeAsync(1000)
    last().serverClose(1006)
    await vi.advanceTimersByTimeAsync(2000)
    last().open()
    expect(socket.state()).toMatchObject({ status: 'connected', attempt: 0 })
    last().serverClose(1006)
    await vi.advanceTimersByTimeAsync(1000)
    expect(instances).toHaveLength(4)
  })

  it('on 4401 refreshes the token, then reconnects at once without counting an attempt', async () => {
    const onUnauthorized = vi.fn(() => Promise.resolve(true))
    const { socket, instances, last } = setup({ onUnauthorized })
    socket.connect()
    await flush()
    last().open()
    last().serverClose(4401)
    await flush()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(instances).toHaveLength(2)
    expect(socket.state().attempt).toBe(0)
  })

  it('reconnectNow skips the back-off, even after giving up', async () => {
    const { socket, instances, last } = setup()
    socket.connect()
    await flush()
    last().serverClose(1006)
    socket.reconnectNow()
    await flush()
    expect(instances).toHaveLength(2)
    last().open()
    expect(socket.state().status).toBe('connected')
  })

  it('opens nothing while signed out (no URL)', async () => {
    const { socket, instances } = setup({ url: () => null })
    socket.connect()
    await flush()
    expect(instances).toHaveLength(0)
    expect(socket.state().status).toBe('disconnected')
  })

  it('close() sends 1000 and stops reconnecting', async () => {
    const { socket, instances, last } = setup()
    socket.connect()
    await flush()
    last().open()
    socket.close()
    expect(last().closedWith).toBe(1000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(instances).toHaveLength(1)
  })
})

describe('queue and subscriptions', () => {
  it('queues while connecting and flushes on open, in order, after resubscribing', async () => {
    const { socket, last } = setup()
    socket.connect()
    await flush()
    socket.subscribe('market', ['BTC-USD'])
    socket.send({ type: 'ping', timestamp: 1 })
    socket.send({ type: 'ping', timestamp: 2 })
    expect(last().sent).toHaveLength(0)
    last().open()
    expect(last().frames()).toEqual([
      { type: 'subscribe', channel: 'market', symbols: ['BTC-USD'] },
      { type: 'ping', timestamp: 1 },
      { type: 'ping', timestamp: 2 },
    ])
  })

  it('resubscribes every active stream on each new socket', async () => {
    const { socket, instances, last } = setup()
    socket.connect()
    await flush()
    last().open()
    socket.subscribe('market', ['BTC-USD', 'ETH-USD'])
    socket.subscribe('orders')
    last().serverClose(1006)
    await vi.advanceTimersByTimeAsync(1000)
    expect(instances).toHaveLength(2)
    last().open()
    expect(last().frames()).toEqual([
      { type: 'subscribe', channel: 'market', symbols: ['BTC-USD', 'ETH-USD'] },
      { type: 'subscribe', channel: 'orders' },
    ])
  })

  it('send() while closed starts connecting and delivers on open', async () => {
    const { socket, instances, last } = setup()
    socket.send({ type: 'ping', timestamp: 7 })
    await flush()
    expect(instances).toHaveLength(1)
    last().open()
    expect(last().frames()).toEqual([{ type: 'ping', timestamp: 7 }])
  })

  it('reference-counts streams: one subscribe and one unsubscribe per symbol', async () => {
    const { socket, last } = setup()
    socket.connect()
    await flush()
    last().open()
    socket.subscribe('market', ['BTC-USD'])
    socket.subscribe('market', ['BTC-USD', 'ETH-USD'])
    socket.unsubscribe('market', ['BTC-USD'])
    expect(last().frames()).toEqual([
      { type: 'subscribe', channel: 'market', symbols: ['BTC-USD'] },
      { type: 'subscribe', channel: 'market', symbols: ['ETH-USD'] },
    ])
    socket.unsubscribe('market', ['BTC-USD', 'ETH-USD'])
    expect(last().frames().slice(2)).toEqual([
      { type: 'unsubscribe', channel: 'market', symbols: ['BTC-USD', 'ETH-USD'] },
    ])
  })
})

describe('frames', () => {
  async function connected() {
    const ctx = setup()
    ctx.socket.connect()
    await flush()
    ctx.last().open()
    ctx.socket.subscribe('market', ['BTC-USD'])
    ctx.last().sent.length = 0
    return ctx
  }

  it('a sequence gap resubscribes the stream and drops data until the new snapshot', async () => {
    const { last, received } = await connected()
    last().receive(marketTick('BTC-USD', 1, 1))
    last().receive(marketTick('BTC-USD', 2, 2))
    last().receive(marketTick('BTC-USD', 4, 4))
    expect(last().frames()).toEqual([
      { type: 'unsubscribe', channel: 'market', symbols: ['BTC-USD'] },
      { type: 'subscribe', channel: 'market', symbols: ['BTC-USD'] },
    ])
    last().receive(marketTick('BTC-USD', 5, 5))
    last().receive(marketTick('BTC-USD', 1, 6))
    expect(received.map((m) => (m.channel === 'market' ? m.data.price : null))).toEqual([1, 2, 6])
  })

  it('drops invalid frames and streams nobody watches', async () => {
    const { last, received } = await connected()
    last().receive('not json')
    last().receive({ channel: 'market', symbol: 'BTC-USD', seq: 1, data: { price: 'x' } })
    last().receive(marketTick('ETH-USD', 1))
    expect(received).toHaveLength(0)
  })

  it('answers server pings with pong', async () => {
    const { last } = await connected()
    last().receive({ type: 'ping', timestamp: 42 })
    expect(last().frames()).toEqual([{ type: 'pong', timestamp: 42 }])
  })

  it('pings every 20 s and reconnects when no pong comes within 10 s', async () => {
    const { instances, last } = await connected()
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS)
    expect(last().frames()).toEqual([{ type: 'ping', timestamp: Date.now() }])
    last().receive({ type: 'pong', timestamp: Date.now() })
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + PONG_TIMEOUT_MS)
    expect(instances).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(instances).toHaveLength(2)
  })
})

describe('token renewal on the open socket', () => {
  const authFrames = (frames: unknown[]) =>
    frames.filter((f) => (f as { type?: unknown }).type === 'auth')

  function renewing() {
    const session = { token: 'A' }
    const logs: string[] = []
    const onUnauthorized = vi.fn(() => Promise.resolve(true))
    const ctx = setup({
      url: () => `ws://trade.test/ws?token=${session.token}`,
      log: (m) => logs.push(m),
      onUnauthorized,
    })
    return { ...ctx, session, logs, onUnauthorized }
  }

  const heartbeat = async (s: { receive(msg: unknown): void }) => {
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS)
    s.receive({ type: 'pong', timestamp: Date.now() })
  }

  it('sends a refreshed token as auth instead of reconnecting, once per token', async () => {
    const { socket, instances, last, session, logs } = renewing()
    socket.connect()
    await flush()
    last().open()
    await heartbeat(last())
    expect(authFrames(last().frames())).toEqual([])

    session.token = 'B'
    await heartbeat(last())
    expect(authFrames(last().frames())).toEqual([{ type: 'auth', token: 'B' }])
    last().receive({ type: 'auth_success', expiresAt: Date.now() + 900_000 })
    await heartbeat(last())
    await heartbeat(last())
    expect(authFrames(last().frames())).toHaveLength(1)
    expect(instances).toHaveLength(1)
    expect(socket.state()).toMatchObject({ status: 'connected', attempt: 0 })
    expect(logs).toEqual([])
  })

  it('a 4401 close still refreshes and reconnects, with the current token in the URL', async () => {
    const { socket, instances, last, session, onUnauthorized } = renewing()
    socket.connect()
    await flush()
    last().open()
    session.token = 'B'
    last().receive({ type: 'error', data: { message: 'Session ended' } })
    last().serverClose(4401)
    await flush()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(instances.map((s) => s.url)).toEqual([
      'ws://trade.test/ws?token=A',
      'ws://trade.test/ws?token=B',
    ])
    last().open()
    await heartbeat(last())
    // The new socket was opened with B already: nothing to renew.
    expect(authFrames(last().frames())).toEqual([])
  })

  it('sends nothing when signed out meanwhile (no URL)', async () => {
    const url = vi.fn<() => string | null>(() => 'ws://trade.test/ws?token=A')
    const { socket, last } = setup({ url })
    socket.connect()
    await flush()
    last().open()
    url.mockReturnValue(null)
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS)
    expect(url).toHaveBeenCalledTimes(2)
    expect(authFrames(last().frames())).toEqual([])
  })
})
