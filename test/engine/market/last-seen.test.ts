import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { OrderBook } from '../../../protocol/index.ts'
import { createKeyedBatcher } from '../../../workers/engine/batch/keyed-batcher.ts'
import { createLastSeen, SAVE_EVERY_MS } from '../../../workers/engine/market/last-seen.ts'
import { freshDbName, openTestDb } from '../helpers/engine-fixture.ts'
import { marketPrice } from '../helpers/market.ts'
import { testClock } from '../helpers/clocks.ts'

const book = (symbol: string, bid: number): OrderBook => ({
  symbol,
  bids: [[bid, 1]],
  asks: [[bid + 1, 2]],
  lastUpdate: 5,
})

describe('last seen prices and books', () => {
  it('saves the latest of each together after a pause, never per tick, and reads them back', async () => {
    const db = openTestDb(freshDbName())
    const clock = testClock()
    const seen = createLastSeen(db, clock, () => undefined)
    for (let i = 1; i <= 50; i += 1) seen.notePrice(marketPrice('BTC-USD', 100 + i))
    seen.notePrice(marketPrice('ETH-USD', 7))
    seen.noteBook(book('BTC-USD', 150))
    expect(clock.delays).toEqual([SAVE_EVERY_MS])
    await seen.flush()
    expect((await seen.prices(['BTC-USD', 'ETH-USD', 'SOL-USD'])).map((p) => p.price)).toEqual([
      150, 7,
    ])
    expect((await seen.book('BTC-USD'))?.bids).toEqual([[150, 1]])
    expect(await seen.book('ETH-USD')).toBeNull()
    // Asked once per symbol: by then the live map holds the value.
    expect(await seen.prices(['BTC-USD'])).toEqual([])
    expect(await seen.book('BTC-USD')).toBeNull()
    seen.dispose()
  })

  it('drops a stored row that does not parse', async () => {
    const db = openTestDb(freshDbName())
    await db.prices.put({ symbol: 'BTC-USD', price: 'lots' })
    await db.books.put({ symbol: 'BTC-USD', bids: 'none' })
    const seen = createLastSeen(db, testClock(), () => undefined)
    expect(await seen.prices(['BTC-USD'])).toEqual([])
    expect(await seen.book('BTC-USD')).toBeNull()
  })

  it('a saved copy seeds a batcher only where no live value is known', () => {
    const clock = testClock()
    const batcher = createKeyedBatcher<{ symbol: string; price: number }>({
      clock,
      intervalMs: 50,
      keyOf: (p) => p.symbol,
    })
    const got: number[] = []
    batcher.addSink(['A', 'B'], (values) => got.push(...values.map((v) => v.price)))
    batcher.push({ symbol: 'A', price: 2 })
    batcher.seed({ symbol: 'A', price: 1 })
    batcher.seed({ symbol: 'B', price: 9 })
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(got.sort()).toEqual([2, 9])
        resolve()
      }, 20),
    )
  })
})
