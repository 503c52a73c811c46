import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MarketPrice } from '../../protocol/index.ts'
import { systemClock } from '../../workers/engine/deps.ts'
import { createPriceBatcher, PRICE_FLUSH_MS } from '../../workers/engine/market/price-batcher.ts'
import { marketPrice } from './helpers/market.ts'

const price = (symbol: string, p: number) => marketPrice(symbol, p, { lastUpdate: p })

/** What a tab received: per flush, symbol → price. */
function tab() {
  const batches: Record<string, number>[] = []
  const deliver = (values: MarketPrice[]) =>
    batches.push(Object.fromEntries(values.map((v) => [v.symbol, v.price])))
  return { batches, deliver }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('price batcher', () => {
  it('flushes every 50 ms, not before', () => {
    const b = createPriceBatcher(systemClock)
    const t = tab()
    b.addSink(['BTC-USD'], t.deliver)
    b.push(price('BTC-USD', 1))
    vi.advanceTimersByTime(PRICE_FLUSH_MS - 1)
    expect(t.batches).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(t.batches).toEqual([{ 'BTC-USD': 1 }])
    expect(PRICE_FLUSH_MS).toBe(50)
  })

  it('sends only the symbols that changed since the last flush', () => {
    const b = createPriceBatcher(systemClock)
    const t = tab()
    b.addSink(['BTC-USD', 'ETH-USD'], t.deliver)
    b.push(price('BTC-USD', 1))
    b.push(price('ETH-USD', 2))
    vi.advanceTimersByTime(50)
    b.push(price('BTC-USD', 3))
    vi.advanceTimersByTime(50)
    expect(t.batches).toEqual([{ 'BTC-USD': 1, 'ETH-USD': 2 }, { 'BTC-USD': 3 }])
  })

  it('filters per tab: each gets only what it watches, one call per flush', () => {
    const b = createPriceBatcher(systemClock)
    const [a, c, idle] = [tab(), tab(), tab()]
    b.addSink(['BTC-USD'], a.deliver)
    b.addSink(['ETH-USD', 'SOL-USD'], c.deliver)
    b.addSink(['XAU-USD'], idle.deliver)
    for (const s of ['BTC-USD', 'ETH-USD', 'SOL-USD', 'EUR-USD']) b.push(price(s, 5))
    vi.advanceTimersByTime(50)
    expect(a.batches).toEqual([{ 'BTC-USD': 5 }])
    expect(c.batches).toEqual([{ 'ETH-USD': 5, 'SOL-USD': 5 }])
    expect(idle.batches).toEqual([])
  })

  it('the latest value wins within a window', () => {
    const b = createPriceBatcher(systemClock)
    const t = tab()
    b.addSink(['BTC-USD'], t.deliver)
    for (let i = 1; i <= 10; i++) b.push(price('BTC-USD', i))
    vi.advanceTimersByTime(50)
    expect(t.batches).toEqual([{ 'BTC-USD': 10 }])
  })

  it('sends nothing while nothing changes', () => {
    const b = createPriceBatcher(systemClock)
    const t = tab()
    b.addSink(['BTC-USD'], t.deliver)
    vi.advanceTimersByTime(1000)
    b.push(price('BTC-USD', 1))
    vi.advanceTimersByTime(1000)
    expect(t.batches).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('gives a new watcher the latest known prices on its first flush', () => {
    const b = createPriceBatcher(systemClock)
    b.push(price('BTC-USD', 9))
    const t = tab()
    b.addSink(['BTC-USD', 'ETH-USD'], t.deliver)
    vi.advanceTimersByTime(50)
    expect(t.batches).toEqual([{ 'BTC-USD': 9 }])
  })

  it('stops delivering to a removed watcher; a throwing one does not starve the others', () => {
    const errors: unknown[] = []
    const b = createPriceBatcher(systemClock, (e) => errors.push(e))
    const gone = tab()
    const ok = tab()
    const id = b.addSink(['BTC-USD'], gone.deliver)
    b.addSink(['BTC-USD'], () => {
      throw new Error('tab died')
    })
    b.addSink(['BTC-USD'], ok.deliver)
    b.removeSink(id)
    b.push(price('BTC-USD', 1))
    vi.advanceTimersByTime(50)
    expect(gone.batches).toEqual([])
    expect(ok.batches).toEqual([{ 'BTC-USD': 1 }])
    expect(errors).toHaveLength(1)
  })
})
