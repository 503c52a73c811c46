import type { WebSocket } from 'ws'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHANNELS, type Order } from '../../../../protocol/index.ts'
import type { AppContext } from '../../../../server/context.ts'
import { MarketSimulator } from '../../../../server/market/simulator.ts'
import { WsHub } from '../../../../server/ws/hub.ts'
import { DEFAULT_WS_OPTIONS } from '../../../../server/ws/options.ts'
import { StreamDataMismatch } from '../../../../server/ws/outgoing.ts'
import { sampleOrder } from '../../../server/stream-samples.ts'
import { FakeSocket } from './fake-socket.ts'

let hub: WsHub | undefined
afterEach(() => {
  hub?.close()
  vi.restoreAllMocks()
})

/** A hub whose one socket (user u1) is subscribed to `orders` and to `market` for BTC-USD. */
function setup(checkPushes: boolean) {
  const market = new MarketSimulator({ seed: 1, backfill: { '1m': 1, '5m': 1, '1h': 1, '1d': 1 } })
  const ctx = { market, trading: { privateSnapshot: () => Promise.resolve([]) } }
  hub = new WsHub(ctx as unknown as AppContext, { ...DEFAULT_WS_OPTIONS, checkPushes })
  const socket = new FakeSocket()
  const conn = hub.accept(socket as unknown as WebSocket, {
    userId: 'u1',
    sessionId: 's1',
    expiresAt: Date.now() + 60_000,
  })
  if (!conn) throw new Error('not accepted')
  hub.subscribe(conn, 'orders')
  hub.subscribe(conn, 'market:BTC-USD')
  return { hub, conn, socket }
}

const notAnOrder = { id: 'o1', status: 'done' } as unknown as Order

describe('checked pushes', () => {
  it('refuses, in checked mode, a push whose data does not match its channel', () => {
    const { hub, socket } = setup(true)
    expect(() =>
      // @ts-expect-error: the channel map types `orders` data as an order, at compile time too
      hub.publish('u1', 'orders', { id: 'o1' }),
    ).toThrow(StreamDataMismatch)
    expect(() => hub.publish('u1', 'orders', notAnOrder)).toThrow(
      /Data on channel 'orders' does not match its schema: .*status/s,
    )
    // Also when nobody listens: the publisher is wrong whoever is subscribed.
    expect(() => hub.publish('u2', 'orders', notAnOrder)).toThrow(StreamDataMismatch)
    expect(socket.sent).toEqual([])

    hub.publish('u1', 'orders', sampleOrder('o1'))
    expect(socket.sent).toEqual([{ channel: 'orders', data: sampleOrder('o1'), seq: 1 }])
  })

  it('checks every stream message at the socket, public ones included', () => {
    const { conn, socket } = setup(true)
    const message = { channel: 'market', symbol: 'BTC-USD', data: { symbol: 'BTC-USD' } } as const
    // @ts-expect-error: a market message carries a whole market price
    expect(() => conn.sendStream('market:BTC-USD', message)).toThrow(
      /Data on channel 'market' does not match its schema/,
    )
    expect(socket.sent).toEqual([])
  })

  it('checks liquidation warnings against their schema', () => {
    const { hub } = setup(true)
    const warning = { positionId: 'p1', portfolioId: 'pf', symbol: 'BTC-USD', markPrice: 1 }
    // @ts-expect-error: a warning names the liquidation price and the distance to it
    expect(() => hub.warnLiquidation('u1', warning)).toThrow(/liquidation_warning/)
  })

  it('costs nothing per message in production mode', () => {
    const { hub, socket } = setup(false)
    const parse = vi.spyOn(CHANNELS.orders.data, 'safeParse')
    hub.publish('u1', 'orders', notAnOrder)
    hub.publish('u1', 'orders', sampleOrder('o2'))
    expect(parse).not.toHaveBeenCalled()
    expect(socket.sent).toHaveLength(2)
  })
})
