import { afterEach, describe, expect, it } from 'vitest'
import type { PriceBatch } from '../../../workers/engine/api.ts'
import type { LockManagerLike } from '../../../workers/engine/deps.ts'
import { disposeEngines, signedInEngine, sleep, waitFor } from '../helpers/engine-fixture.ts'
import { marketTick } from '../helpers/market.ts'

afterEach(disposeEngines)

/**
 * Web Locks where tabs hold their `engine-tab-*` lock until the test kills them (the engine's
 * request is then granted); any other lock (the refresh lock) is free and granted at once.
 */
function fakeLocks() {
  const waiting = new Map<string, () => void>()
  const locks: LockManagerLike = {
    request: (name, cb) =>
      name.startsWith('engine-tab-')
        ? new Promise((resolve, reject) => {
            waiting.set(name, () => void cb().then(resolve, reject))
          })
        : cb(),
  }
  return { locks, kill: (name: string) => waiting.get(name)?.() }
}

const signedIn = (locks?: LockManagerLike) => signedInEngine({}, locks ? { locks } : {})

const tick = (symbol: string, seq: number, price: number) =>
  marketTick(symbol, seq, price, { lastUpdate: seq })

describe('tabs', () => {
  it('prices flow socket → batcher → only the tabs watching them', async () => {
    const ctx = await signedIn()
    const other = ctx.engine.connectTab()
    const got: Record<string, PriceBatch[]> = { a: [], b: [] }
    await ctx.api.watchPrices(['BTC-USD'], (b) => got.a?.push(b))
    await other.watchPrices(['ETH-USD'], (b) => got.b?.push(b))
    ctx.socket.receive(tick('BTC-USD', 1, 1))
    ctx.socket.receive(tick('BTC-USD', 2, 2))
    ctx.socket.receive(tick('ETH-USD', 1, 3))
    await sleep(80)
    expect(got.a?.map((b) => b.prices.map((p) => p.price))).toEqual([[2]])
    expect(got.b?.map((b) => b.prices.map((p) => p.price))).toEqual([[3]])
  })

  it('the server sees one subscribe per symbol across tabs, and one unsubscribe when the last leaves', async () => {
    const ctx = await signedIn()
    const other = ctx.engine.connectTab()
    const w1 = await ctx.api.watchPrices(['BTC-USD'], () => undefined)
    const w2 = await other.watchPrices(['btc-usd', 'BTC-USD'], () => undefined)
    await ctx.api.unwatch(w1)
    expect(ctx.socket.frames()).toEqual([
      { type: 'subscribe', channel: 'market', symbols: ['BTC-USD'] },
    ])
    await other.unwatch(w2)
    expect(ctx.socket.frames().at(-1)).toEqual({
      type: 'unsubscribe',
      channel: 'market',
      symbols: ['BTC-USD'],
    })
  })

  it('a closed tab (its Web Lock granted) loses its watches', async () => {
    const { locks, kill } = fakeLocks()
    const ctx = await signedIn(locks)
    const tab = ctx.engine.connectTab()
    await tab.attach('engine-tab-42')
    const got: PriceBatch[] = []
    await tab.watchPrices(['SOL-USD'], (b) => got.push(b))
    expect(ctx.engine.tabCount()).toBe(2)
    kill('engine-tab-42')
    await waitFor(() => expect(ctx.engine.tabCount()).toBe(1))
    expect(ctx.socket.frames().at(-1)).toEqual({
      type: 'unsubscribe',
      channel: 'market',
      symbols: ['SOL-USD'],
    })
    ctx.socket.receive(tick('SOL-USD', 1, 9))
    await sleep(80)
    expect(got).toEqual([])
  })

  it('watchConnection reports the socket state to the tab', async () => {
    const ctx = await signedIn()
    const states: string[] = []
    await ctx.api.watchConnection((s) => states.push(s.status))
    ctx.socket.serverClose(1000)
    expect(states).toEqual(['connected', 'disconnected'])
  })
})
