import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { PriceBatch } from '../../../workers/engine/api.ts'
import { createLastSeen } from '../../../workers/engine/market/last-seen.ts'
import { testClock } from '../helpers/clocks.ts'
import {
  disposeEngines,
  freshDbName,
  openTestDb,
  signedInEngine,
  sleep,
} from '../helpers/engine-fixture.ts'
import { marketPrice, marketTick } from '../helpers/market.ts'

afterEach(disposeEngines)

describe('a halted symbol in the market domain', () => {
  it('carries halted from the socket to the watching tab, and its end on resume', async () => {
    const ctx = await signedInEngine()
    const got: PriceBatch[] = []
    await ctx.api.watchPrices(['BTC-USD'], (b) => got.push(b))
    ctx.socket.receive(marketTick('BTC-USD', 1, 100, { halted: false }))
    await sleep(80)
    ctx.socket.receive(marketTick('BTC-USD', 2, 100, { halted: true }))
    await sleep(80)
    ctx.socket.receive(marketTick('BTC-USD', 3, 101, { halted: false }))
    await sleep(80)
    expect(got.flatMap((b) => b.prices.map((p) => p.halted))).toEqual([false, true, false])
  })

  it('an older server without halts still streams (halted absent)', async () => {
    const ctx = await signedInEngine()
    const got: PriceBatch[] = []
    await ctx.api.watchPrices(['ETH-USD'], (b) => got.push(b))
    ctx.socket.receive(marketTick('ETH-USD', 1, 7))
    await sleep(80)
    expect(got.flatMap((b) => b.prices)).toEqual([marketPrice('ETH-USD', 7)])
  })

  it('never saves a halt for offline reading: it may have ended by then', async () => {
    const seen = createLastSeen(openTestDb(freshDbName()), testClock(), () => undefined)
    seen.notePrice(marketPrice('BTC-USD', 100, { halted: true }))
    await seen.flush()
    const [saved] = await seen.prices(['BTC-USD'])
    expect(saved).toEqual(marketPrice('BTC-USD', 100))
    expect(saved && 'halted' in saved).toBe(false)
    seen.dispose()
  })
})
