/**
 * The options market on a seeded simulator, without a server: makers quote every contract around
 * the model in the shared books, prints reach the feed, and expiry withdraws the quotes after the
 * listeners ran.
 */
import { describe, expect, it } from 'vitest'
import { OPTION_UNDERLYINGS, type MarketTrade } from '../../../protocol/index.ts'
import { MarketSimulator } from '../../../server/market/simulator.ts'
import { SYMBOLS } from '../../../server/market/symbols.ts'
import { MarketWithOptions } from '../../../server/options/feed.ts'
import { OptionsMarketService } from '../../../server/options/market.ts'

const START = Date.UTC(2026, 2, 25, 9)
const specs = SYMBOLS.filter((s) => (OPTION_UNDERLYINGS as readonly string[]).includes(s.symbol))

function market() {
  const sim = new MarketSimulator({
    seed: 3,
    specs,
    startTime: START,
    backfill: { '1m': 100, '5m': 100, '1h': 100, '1d': 100 },
  })
  sim.tick(START)
  const options = new OptionsMarketService(sim, { now: START, seed: 3 })
  return { sim, options, feed: new MarketWithOptions(sim, options) }
}

describe('the options market', () => {
  it('quotes every listed contract in the shared books, around the model', () => {
    const { sim, options, feed } = market()
    options.makers.quoteAll(START)
    const listed = options.listed()
    expect(listed.length).toBeGreaterThan(200)
    let inside = 0
    for (const o of listed) {
      const book = feed.orderBook(o.symbol, 5)
      const mark = options.value(o.symbol, START)?.markPrice ?? NaN
      const bid = book?.bids[0]?.[0]
      const ask = book?.asks[0]?.[0] ?? NaN
      expect(book?.asks.length, o.symbol).toBeGreaterThanOrEqual(2)
      expect(ask).toBeGreaterThan(mark)
      if (bid !== undefined && bid < mark) inside++
      for (const [price] of book?.bids ?? []) expect(price).toBeGreaterThanOrEqual(o.info.tickSize)
      expect(
        sim
          .exchange()
          .book(o.symbol)
          .openOrders()
          .every((q) => q.owner === `mm:${o.symbol}`),
      ).toBe(true)
    }
    expect(inside).toBeGreaterThan(listed.length * 0.8)
    // The feed's mark is the model's value now (the wall clock, so compared loosely).
    expect(feed.markPrice(listed[0]?.symbol ?? '')).toBeCloseTo(
      options.value(listed[0]?.symbol ?? '')?.markPrice ?? NaN,
      6,
    )
    expect(feed.indexPrice(listed[0]?.symbol ?? '')).toBe(
      sim.indexPrice(listed[0]?.underlying ?? ''),
    )
    expect(feed.info(listed[0]?.symbol ?? '')?.option).toEqual(listed[0]?.info.option)
    expect(feed.symbols().some((s) => s.option)).toBe(false)
  })

  it('records prints in a contract on its tape and tells the tick listeners', async () => {
    const { sim, options, feed } = market()
    options.makers.quoteAll(START)
    const option = options
      .listed()
      .find((o) => Math.abs((options.value(o.symbol, START)?.greeks.delta ?? 0) - 0.5) < 0.2)
    if (!option) throw new Error('no contract near the money')
    const seen: MarketTrade[] = []
    feed.onTick((_price, trades) => seen.push(...trades))
    const ask = feed.orderBook(option.symbol)?.asks[0]?.[0] ?? 0
    sim
      .exchange()
      .submit(
        option.symbol,
        { id: 't1', owner: 'tester', side: 'buy', type: 'market', qty: 1, tif: 'IOC' },
        START + 1,
      )
    await Promise.resolve()
    expect(seen.filter((t) => t.symbol === option.symbol)).toHaveLength(1)
    expect(feed.price(option.symbol)?.price).toBe(ask)
    expect(feed.recentTrades(option.symbol)?.at(-1)?.price).toBe(ask)
    expect(feed.candles(option.symbol, '1m', 10)?.at(-1)?.close).toBe(ask)
  })

  it('expires: listeners first, then the makers leave the book and the contracts the listing', () => {
    const { sim, options } = market()
    const expiry = START + 5_000
    const added = options.listExpiry('ETH-USD', expiry, [3_333.3, 3_500])
    options.makers.quoteAll(START)
    const symbol = added[0]?.symbol ?? ''
    expect(sim.exchange().book(symbol).openOrders().length).toBeGreaterThan(0)
    let restingAtListener = -1
    options.onExpiry((e) => {
      if (e.expiry === expiry) restingAtListener = sim.exchange().book(symbol).openOrders().length
    })
    options.expireDue(expiry)
    expect(restingAtListener).toBeGreaterThan(0)
    expect(sim.exchange().book(symbol).openOrders()).toEqual([])
    expect(options.option(symbol)).toBeUndefined()
    // A second expiry of the same day cannot take a name already listed.
    const daily = options.expiries('ETH-USD')[0] ?? 0
    const strike = options.contracts('ETH-USD', daily)[0]?.strike ?? 0
    expect(() => options.listExpiry('ETH-USD', daily + 60_000, [strike])).toThrow(RangeError)
  })
})
