import { describe, expect, it } from 'vitest'
import { streamKey } from '../../../../protocol/index.ts'
import type { WsConnection } from '../../../../server/ws/connection.ts'
import { Subscribers } from '../../../../server/ws/subscribers.ts'

const conn = (name: string) => ({ name }) as unknown as WsConnection

describe('Subscribers', () => {
  it('counts sockets per stream, by channel then symbol, private ones without symbol', () => {
    const subs = new Subscribers()
    const [a, b, c] = [conn('a'), conn('b'), conn('c')]
    subs.add(streamKey('trades', 'ETH-USD'), a)
    subs.add(streamKey('orderbook', 'XAU-USD'), a)
    subs.add(streamKey('orderbook', 'BTC-USD'), a)
    subs.add(streamKey('orderbook', 'BTC-USD'), b)
    subs.add(streamKey('orderbook', 'BTC-USD'), b)
    subs.add(streamKey('balances'), c)
    expect(subs.counts()).toEqual([
      { channel: 'balances', symbol: null, sockets: 1 },
      { channel: 'orderbook', symbol: 'BTC-USD', sockets: 2 },
      { channel: 'orderbook', symbol: 'XAU-USD', sockets: 1 },
      { channel: 'trades', symbol: 'ETH-USD', sockets: 1 },
    ])
  })

  it('drops a stream once its last socket leaves', () => {
    const subs = new Subscribers()
    const [a, b] = [conn('a'), conn('b')]
    const key = streamKey('market', 'BTC-USD')
    subs.add(key, a)
    subs.add(key, b)
    subs.delete(key, a)
    expect([...(subs.get(key) ?? [])]).toEqual([b])
    subs.delete(key, b)
    subs.delete(key, b)
    expect(subs.get(key)).toBeUndefined()
    expect([...subs]).toEqual([])
    expect(subs.counts()).toEqual([])
  })
})
