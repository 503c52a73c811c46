import type { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type WebSocket from 'ws'
import { WS_CLOSE, type Notification } from '../../protocol/index.ts'
import type { WsOptions } from '../../server/ws/options.ts'
import { newUser, onStream, startServer, type TestServer, type TestSocket } from './helpers.ts'

/*
 * Slow readers on a real server and real sockets. A reader "stops reading" by pausing its TCP
 * socket: the kernel buffers on both sides fill (a few MB on loopback), then the server's own
 * queue (`bufferedAmount`) grows. The limits are shrunk so that all happens in a second or two.
 */

const SOFT = 16 * 1024
const HARD = 256 * 1024
const OPTIONS = {
  maxBufferedBytes: SOFT,
  maxBufferedHardBytes: HARD,
  maxCongestedMs: 1500,
  drainCheckMs: 20,
  maxMessagesPerSecond: 1000,
  // 25 books every 50 ms: plenty that would pile up on a slow socket if it were not held back.
  bookIntervalMs: 50,
} satisfies Partial<WsOptions>
/** What may be queued past a point without anything being piled up: a few pongs, one message. */
const SLACK = 8 * 1024

let t: TestServer
beforeAll(async () => {
  t = await startServer({ ws: OPTIONS })
})
afterAll(async () => {
  await t.close()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const until = async (cond: () => boolean, timeoutMs: number, what: string): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(5)
  }
}

// `ws` keeps its TCP socket private; pausing it is the way to make a reader that never reads.
const tcpOf = (ws: WebSocket): Socket => (ws as unknown as { _socket: Socket })._socket

/** The server's end of a client socket, found by the client's port. */
function serverSideOf(server: TestServer, client: TestSocket): WebSocket {
  const port = tcpOf(client.ws).localPort
  const found = [...server.server.app.websocketServer.clients].find(
    (c) => tcpOf(c).remotePort === port,
  )
  if (!found) throw new Error('server side of the socket not found')
  return found
}

const notice = (i: number): Notification => ({
  id: `n${i}`,
  title: 'Order filled',
  message: `Fill ${i} `.repeat(100),
  category: 'trading',
  type: 'trade',
  priority: 'normal',
  timestamp: new Date().toISOString(),
  read: false,
})

/**
 * Private pushes (never skipped) to a paused reader until the server queues more than `bytes`
 * for it: what the kernel absorbs first differs between machines. Returns how many were sent.
 */
async function fillPast(server: TestServer, userId: string, side: WebSocket, bytes: number) {
  let sent = 0
  const deadline = Date.now() + 15_000
  while (side.bufferedAmount <= bytes) {
    if (Date.now() > deadline) throw new Error('the server never queued for the paused reader')
    for (let i = 0; i < 50 && side.bufferedAmount <= bytes; i++)
      server.server.hub.publish(userId, 'notifications', notice(++sent))
    await sleep(2)
  }
  return sent
}

async function subscribed(s: TestSocket, msg: Record<string, unknown>): Promise<void> {
  const from = s.messages.length
  s.send({ type: 'subscribe', ...msg })
  await s.waitFor((m) => m.type === 'subscribed' && m.channel === msg.channel, 5000, from)
}

const streamOf = (s: TestSocket, channel: string, symbol: string) =>
  s.messages.filter((m) => onStream(channel)(m) && m.symbol === symbol)
const seqsOf = (messages: Record<string, unknown>[]) => messages.map((m) => m.seq as number)
const lastUpdateOf = (m: Record<string, unknown> | undefined) =>
  (m?.data as { lastUpdate: number } | undefined)?.lastUpdate ?? 0
const contiguous = (seqs: number[]) => seqs.every((s, i) => s === i + 1)

describe('a reader that stops reading', () => {
  it('is closed with 1013 once congested too long, its queue bounded; its neighbour stays current', async () => {
    const [u1, u2] = [await newUser(t.api), await newUser(t.api)]
    const symbols = t.server.market.symbols().map((s) => s.symbol)
    const normal = await t.connect(u1.token)
    const slow = await t.connect(u2.token)
    await subscribed(normal, { channel: 'market', symbol: 'BTC-USD' })
    await subscribed(slow, { channel: 'notifications' })
    await subscribed(slow, { channel: 'market', symbols })
    await subscribed(slow, { channel: 'orderbook', symbols })
    const side = serverSideOf(t, slow)

    tcpOf(slow.ws).pause()
    // It still writes: a client that pings but never reads must not be kept alive by its pings.
    const pinger = setInterval(() => slow.send({ type: 'ping', timestamp: Date.now() }), 100)
    try {
      await fillPast(t, u2.id, side, SOFT)
      const congestedAt = Date.now()
      const floor = side.bufferedAmount
      let peak = floor
      const sampler = setInterval(() => (peak = Math.max(peak, side.bufferedAmount)), 5)
      await until(() => side.readyState !== side.OPEN, 5000, 'the server to close the slow socket')
      clearInterval(sampler)
      const closedAfter = Date.now() - congestedAt

      // 25 books every 50 ms and 25 prices would have added hundreds of KB: they were held back.
      expect(peak - floor).toBeLessThan(SLACK)
      expect(closedAfter).toBeLessThan(OPTIONS.maxCongestedMs + 1000)
      expect(closedAfter).toBeGreaterThan(OPTIONS.maxCongestedMs / 2)

      const prices = streamOf(normal, 'market', 'BTC-USD')
      expect(contiguous(seqsOf(prices))).toBe(true)
      expect(prices.filter((m) => lastUpdateOf(m) > congestedAt).length).toBeGreaterThanOrEqual(2)
      expect(lastUpdateOf(prices.at(-1))).toBeGreaterThan(Date.now() - 1500)

      tcpOf(slow.ws).resume()
      expect(await slow.closed).toEqual({
        code: WS_CLOSE.tryAgainLater,
        reason: 'Too slow: congested too long',
      })
      expect(normal.ws.readyState).toBe(normal.ws.OPEN)
    } finally {
      clearInterval(pinger)
    }
  })

  it('gets every private push up to the hard limit, then a 1013 close; nothing after', async () => {
    const u = await newUser(t.api)
    const slow = await t.connect(u.token)
    await subscribed(slow, { channel: 'notifications' })
    const side = serverSideOf(t, slow)
    tcpOf(slow.ws).pause()

    let sent = 0
    let peak = 0
    const deadline = Date.now() + 15_000
    while (side.readyState === side.OPEN) {
      if (Date.now() > deadline) throw new Error('the slow socket was never closed')
      for (let i = 0; i < 50 && side.readyState === side.OPEN; i++) {
        t.server.hub.publish(u.id, 'notifications', notice(++sent))
        peak = Math.max(peak, side.bufferedAmount)
      }
      await sleep(2)
    }
    // The push that crossed the limit went out (it was queued before the check); the rest not.
    const delivered = sent
    for (let i = 0; i < 20; i++) t.server.hub.publish(u.id, 'notifications', notice(++sent))
    expect(peak).toBeGreaterThan(HARD)
    expect(peak).toBeLessThan(HARD + SLACK)

    tcpOf(slow.ws).resume()
    expect(await slow.closed).toEqual({
      code: WS_CLOSE.tryAgainLater,
      reason: 'Too slow: send buffer full',
    })
    const got = slow.messages.filter(onStream('notifications'))
    expect(seqsOf(got)).toEqual(Array.from({ length: delivered }, (_, i) => i + 1))
    expect((got.at(-1)?.data as Notification | undefined)?.id).toBe(`n${delivered}`)
  })
})

describe('a reader that is congested, then drains', () => {
  it('gets the latest price without a seq gap, and a gap on trades so it resyncs', async () => {
    const [u1, u2] = [await newUser(t.api), await newUser(t.api)]
    const normal = await t.connect(u1.token)
    const slow = await t.connect(u2.token)
    for (const s of [normal, slow]) {
      await subscribed(s, { channel: 'market', symbol: 'BTC-USD' })
      await subscribed(s, { channel: 'trades', symbol: 'BTC-USD' })
    }
    await subscribed(slow, { channel: 'notifications' })
    const side = serverSideOf(t, slow)
    // Ticks by hand from here on: three while congested, then one more after the drain.
    const market = t.server.market
    market.stop()
    const stoppedAt = Date.now()
    let now = stoppedAt
    const tick = () => market.tick((now += 1000))
    const byHand = (s: TestSocket) =>
      streamOf(s, 'market', 'BTC-USD').filter((m) => lastUpdateOf(m) > stoppedAt)
    try {
      tcpOf(slow.ws).pause()
      await fillPast(t, u2.id, side, SOFT)
      const floor = side.bufferedAmount
      for (let i = 0; i < 3; i++) tick()
      const latest = market.price('BTC-USD')
      await normal.waitFor(() => byHand(normal).length === 3)
      expect(side.bufferedAmount - floor).toBeLessThan(SLACK)

      tcpOf(slow.ws).resume()
      await slow.waitFor(
        (m) =>
          onStream('market')(m) && m.symbol === 'BTC-USD' && lastUpdateOf(m) === latest?.lastUpdate,
      )
      const slowPrices = streamOf(slow, 'market', 'BTC-USD')
      const normalPrices = streamOf(normal, 'market', 'BTC-USD')
      expect(slowPrices.at(-1)?.data).toEqual(latest)
      expect(normalPrices.at(-1)?.data).toEqual(latest)
      expect(contiguous(seqsOf(slowPrices))).toBe(true)
      // Conflated: the three ticks during the congestion reached it as one message.
      expect(byHand(slow)).toHaveLength(1)

      // The next print shows the slow socket the gap left by the three it missed.
      const printsBefore = streamOf(slow, 'trades', 'BTC-USD').length
      tick()
      await slow.waitFor(() => streamOf(slow, 'trades', 'BTC-USD').length > printsBefore)
      const slowPrints = seqsOf(streamOf(slow, 'trades', 'BTC-USD'))
      expect((slowPrints.at(-1) ?? 0) - (slowPrints.at(-2) ?? 0)).toBe(4)
      expect(contiguous(seqsOf(streamOf(normal, 'trades', 'BTC-USD')))).toBe(true)
    } finally {
      market.start()
    }
  })
})
