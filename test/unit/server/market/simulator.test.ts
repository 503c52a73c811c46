import { describe, expect, it } from 'vitest'
import { TIMEFRAME_MS, type MarketPrice, type MarketTrade } from '../../../../protocol/index.ts'
import { MarketSimulator } from '../../../../server/market/simulator.ts'
import { SYMBOLS } from '../../../../server/market/symbols.ts'

const START = Date.UTC(2026, 0, 5, 12, 0, 0)
const SMALL_BACKFILL = { '1m': 1500, '5m': 50, '1h': 50, '1d': 30 }

/** Runs `steps` timer rounds 50 ms apart and returns every tick. */
function run(seed: number, steps: number): { sim: MarketSimulator; ticks: MarketPrice[] } {
  const sim = new MarketSimulator({ seed, startTime: START, backfill: SMALL_BACKFILL })
  const ticks: MarketPrice[] = []
  sim.onTick((p) => ticks.push(p))
  for (let i = 1; i <= steps; i++) sim.tick(START + i * 50)
  return { sim, ticks }
}

const onStep = (value: number, step: number): boolean =>
  Math.abs(value / step - Math.round(value / step)) < 1e-6

describe('catalogue', () => {
  it('has at least 24 symbols over four asset classes with sane parameters', () => {
    expect(SYMBOLS.length).toBeGreaterThanOrEqual(24)
    const classes = new Map<string, number>()
    for (const s of SYMBOLS) classes.set(s.assetClass, (classes.get(s.assetClass) ?? 0) + 1)
    expect([...classes.keys()].sort()).toEqual(['commodity', 'crypto', 'equity', 'fx'])
    for (const s of SYMBOLS) {
      expect(s.startPrice).toBeGreaterThan(0)
      expect(onStep(s.startPrice, s.tickSize)).toBe(true)
      const [lo, hi] = {
        crypto: [0.5, 1],
        fx: [0.05, 0.12],
        equity: [0.2, 0.6],
        commodity: [0.1, 0.45],
      }[s.assetClass]
      expect(s.volatility).toBeGreaterThanOrEqual(lo ?? 0)
      expect(s.volatility).toBeLessThanOrEqual(hi ?? 0)
    }
    expect(new Set(SYMBOLS.map((s) => s.symbol)).size).toBe(SYMBOLS.length)
  })
})

describe('seeded walk', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = run(42, 200).ticks
    const b = run(42, 200).ticks
    const c = run(43, 200).ticks
    expect(a.length).toBeGreaterThan(SYMBOLS.length * 20)
    expect(b).toEqual(a)
    expect(c.map((p) => p.price)).not.toEqual(a.map((p) => p.price))
  })

  it('continues from remembered prices, ignoring absurd ones', () => {
    const sim = new MarketSimulator({
      seed: 1,
      startTime: START,
      backfill: SMALL_BACKFILL,
      startPrices: { 'BTC-USD': 80_000.5, 'ETH-USD': 0.0001 },
    })
    expect(sim.price('BTC-USD')?.price).toBe(80_000.5)
    expect(sim.candles('BTC-USD', '1h', 1)?.[0]?.close).toBe(80_000.5)
    expect(sim.price('ETH-USD')?.price).toBe(
      SYMBOLS.find((s) => s.symbol === 'ETH-USD')?.startPrice,
    )
    expect(Object.keys(sim.lastPrices())).toHaveLength(SYMBOLS.length)
  })

  it('ticks each symbol several times a second', () => {
    const { ticks } = run(1, 20 * 10) // 10 simulated seconds
    const btc = ticks.filter((p) => p.symbol === 'BTC-USD')
    expect(btc.length).toBeGreaterThanOrEqual(25)
    expect(btc.length).toBeLessThanOrEqual(70)
  })

  it('keeps prices positive, on the tick size, and inside the 24h range', () => {
    const { ticks } = run(7, 3000)
    const spec = new Map(SYMBOLS.map((s) => [s.symbol, s]))
    for (const p of ticks) {
      const s = spec.get(p.symbol)
      if (!s) throw new Error(`unknown ${p.symbol}`)
      expect(p.price).toBeGreaterThan(0)
      expect(onStep(p.price, s.tickSize)).toBe(true)
      expect(p.high24h).toBeGreaterThanOrEqual(p.price)
      expect(p.low24h).toBeLessThanOrEqual(p.price)
      expect(p.volume24h).toBeGreaterThan(0)
    }
  })

  it('moves FX far less than crypto', () => {
    const { ticks } = run(3, 4000)
    const spread = (symbol: string): number => {
      const prices = ticks.filter((p) => p.symbol === symbol).map((p) => Math.log(p.price))
      return Math.max(...prices) - Math.min(...prices)
    }
    expect(spread('EUR-USD')).toBeLessThan(spread('BTC-USD'))
  })
})

describe('candles', () => {
  it('are consistent, contiguous and end at the live price, for every timeframe', () => {
    const { sim } = run(11, 2500) // two simulated minutes of live ticks on top of the backfill
    for (const symbol of ['BTC-USD', 'EUR-USD', 'NG-USD']) {
      for (const tf of ['1m', '5m', '1h', '1d'] as const) {
        const bars = sim.candles(symbol, tf, 5000) ?? []
        expect(bars.length).toBeGreaterThan(10)
        bars.forEach((c, i) => {
          expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close))
          expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close))
          expect(c.low).toBeGreaterThan(0)
          expect(c.volume).toBeGreaterThanOrEqual(0)
          const prev = bars[i - 1]
          if (prev) {
            expect(c.time - prev.time).toBe(TIMEFRAME_MS[tf])
            expect(c.open).toBe(prev.close)
          }
        })
        expect(bars.at(-1)?.close).toBe(sim.price(symbol)?.price)
      }
    }
  })

  it('honours limit and hands out copies', () => {
    const { sim } = run(5, 10)
    const bars = sim.candles('ETH-USD', '1m', 3) ?? []
    expect(bars).toHaveLength(3)
    const first = bars[0]
    if (first) first.close = -1
    expect(sim.candles('ETH-USD', '1m', 3)?.[0]?.close).not.toBe(-1)
    expect(sim.candles('NOPE-USD', '1m', 3)).toBeUndefined()
  })
})

describe('order book and trades from the matching engine', () => {
  it('has 20 levels a side around the price, never crossed, on tick and lot sizes', () => {
    const { sim } = run(9, 20)
    for (const s of SYMBOLS) {
      const book = sim.orderBook(s.symbol)
      if (!book) throw new Error('no book')
      expect(book.bids).toHaveLength(20)
      expect(book.asks).toHaveLength(20)
      const [bestBid] = book.bids[0] ?? [0]
      const [bestAsk] = book.asks[0] ?? [0]
      expect(bestBid).toBeLessThan(bestAsk)
      const fair = sim.indexPrice(s.symbol) ?? 0
      expect(bestBid).toBeLessThan(fair)
      expect(bestAsk).toBeGreaterThan(fair)
      for (let i = 1; i < 20; i++) {
        expect(book.bids[i]?.[0]).toBeLessThan(book.bids[i - 1]?.[0] ?? 0)
        expect(book.asks[i]?.[0]).toBeGreaterThan(book.asks[i - 1]?.[0] ?? 0)
      }
      for (const [p, size] of [...book.bids, ...book.asks]) {
        expect(onStep(p, s.tickSize)).toBe(true)
        expect(size).toBeGreaterThanOrEqual(s.lotSize)
        expect(onStep(size, s.lotSize)).toBe(true)
      }
    }
  })

  it('emits the real prints of every tick; the price is the last print', () => {
    const sim = new MarketSimulator({ seed: 2, startTime: START, backfill: SMALL_BACKFILL })
    const trades: MarketTrade[] = []
    sim.onTick((p, batch) => {
      expect(batch.length).toBeGreaterThan(0)
      for (const tr of batch) expect(tr.symbol).toBe(p.symbol)
      expect(batch.at(-1)?.price).toBe(p.price)
      trades.push(...batch)
    })
    for (let i = 1; i <= 40; i++) sim.tick(START + i * 50)
    expect(trades.length).toBeGreaterThan(SYMBOLS.length)
    expect(trades.every((tr) => tr.quantity > 0)).toBe(true)
    const recent = sim.recentTrades('BTC-USD', 5) ?? []
    expect(recent.length).toBeGreaterThan(0)
    expect(recent).toEqual(trades.filter((tr) => tr.symbol === 'BTC-USD').slice(-5))
    expect(new Set(trades.map((tr) => tr.id)).size).toBe(trades.length)
  })

  it('keeps the last price close to the fair price, and the mark within 0.5 % of it', () => {
    const { sim } = run(4, 400)
    for (const s of SYMBOLS) {
      const fair = sim.indexPrice(s.symbol) ?? 0
      const last = sim.price(s.symbol)?.price ?? 0
      expect(Math.abs(last - fair) / fair).toBeLessThan(0.003)
      const mark = sim.markPrice(s.symbol) ?? 0
      expect(Math.abs(mark - fair) / fair).toBeLessThanOrEqual(0.005 + 1e-12)
    }
  })
})
