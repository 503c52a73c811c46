import { describe, expect, it } from 'vitest'
import { MarketSimulator } from '../../../../server/market/simulator.ts'
import { SYMBOLS } from '../../../../server/market/symbols.ts'
import { symbolUnits } from '../../../../server/market/units.ts'
import type { OrderState } from '../../../../server/matching/types.ts'

const START = Date.UTC(2026, 0, 5, 12, 0, 0)
const BTC = SYMBOLS.filter((s) => s.symbol === 'BTC-USD')
const TINY = { '1m': 5, '5m': 5, '1h': 5, '1d': 5 }

const btcMarket = (seed = 1) => {
  const sim = new MarketSimulator({ seed, startTime: START, backfill: TINY, specs: BTC })
  let now = START
  const advance = (ms: number) => {
    for (let t = 0; t < ms; t += 50) sim.tick((now += 50))
  }
  return { sim, ex: sim.exchange(), advance, now: () => now }
}

const traderOrder = (id: string, side: 'buy' | 'sell', price: number, qty: number): OrderState => ({
  id,
  owner: 'trader-1',
  side,
  type: 'limit',
  qty,
  filled: 0,
  price,
  stopPrice: null,
  tif: 'GTC',
  postOnly: false,
  reduceOnly: false,
  status: 'open',
  notional: 0,
  seq: 1,
})

describe('real liquidity from the market makers', () => {
  it('a large market order walks the book to a worse average price than a small one', () => {
    const average = (qty: number) => {
      const { ex, advance, now } = btcMarket(5)
      advance(1000)
      const ev = ex.submit(
        'BTC-USD',
        { id: 'big', owner: 'trader-1', side: 'buy', type: 'market', qty, tif: 'IOC' },
        now(),
      )
      const done = ev.find((e) => e.type === 'done' && e.order.id === 'big')
      if (done?.type !== 'done') throw new Error('no done event')
      expect(done.order.filled).toBe(qty)
      return done.order.notional / done.order.filled
    }
    const { ex, advance } = btcMarket(5)
    advance(1000)
    const depth = ex.book('BTC-USD').depth(10).asks
    const tenLevels = depth.reduce((s, l) => s + l.qty, 0)
    const small = average(1)
    const large = average(tenLevels)
    expect(small).toBe(depth[0]?.price)
    expect(large).toBeGreaterThan(small)
    expect(large).toBeLessThan(depth[9]?.price ?? 0)
  })

  it('never runs out: a swept side is quoted again on the next tick', () => {
    const { ex, advance, now, sim } = btcMarket()
    advance(500)
    const book = ex.book('BTC-USD')
    const all = book.depth(1000).asks.reduce((s, l) => s + l.qty, 0)
    ex.submit(
      'BTC-USD',
      { id: 'sweep', owner: 'whale', side: 'buy', type: 'market', qty: all, tif: 'IOC' },
      now(),
    )
    expect(book.bestAsk()).toBeNull()
    advance(500)
    expect(sim.orderBook('BTC-USD')?.asks).toHaveLength(20)
    expect((book.bestBid() ?? 0) < (book.bestAsk() ?? 0)).toBe(true)
  })

  it('leaves traders’ resting orders alone, and trades with restored ones that cross its quotes', () => {
    const { sim, ex, advance } = btcMarket()
    const u = sim.units('BTC-USD')
    if (!u) throw new Error('no units')
    const fair = u.toTicks(sim.indexPrice('BTC-USD') ?? 0)
    // Restored before the makers quote: one far below the market, one that crosses it.
    ex.restore('BTC-USD', traderOrder('far', 'buy', Math.round(fair * 0.97), 1000))
    ex.restore('BTC-USD', traderOrder('cross', 'sell', Math.round(fair * 0.999), 1000))
    const traderEvents: OrderState[] = []
    ex.subscribe((_s, events) => {
      for (const e of events)
        if ((e.type === 'done' || e.type === 'updated') && e.order.owner === 'trader-1')
          traderEvents.push(e.order)
    })
    advance(3000)
    expect(ex.book('BTC-USD').get('far')?.status).toBe('open')
    expect(traderEvents.find((o) => o.id === 'cross')?.status).toBe('filled')
    expect(traderEvents.some((o) => o.status === 'cancelled')).toBe(false)
    const book = ex.book('BTC-USD')
    expect(book.bestBid() ?? 0).toBeLessThan(book.bestAsk() ?? 0)
  })

  it('converts between prices, quantities, ticks and lots without float noise', () => {
    const u = symbolUnits(0.01, 0.00001)
    expect(u.toTicks(67_250.07)).toBe(6_725_007)
    expect(u.fromTicks(6_725_007)).toBe(67_250.07)
    expect(u.toLots(0.3)).toBe(30_000)
    expect(u.fromLots(3)).toBe(0.00003)
    const fx = symbolUnits(0.00001, 1000)
    expect(fx.fromTicks(108_512)).toBe(1.08512)
    expect(fx.fromLots(25)).toBe(25_000)
  })
})
