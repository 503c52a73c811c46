import { describe, expect, it } from 'vitest'
import {
  applyFill,
  bookEquity,
  chargeFunding,
  emptyBook,
  expectedFill,
  rollDay,
  type Decision,
} from '../../../protocol/strategies/index.ts'
import { BTC_FILL } from './bars.ts'

const buy: Decision = { side: 'buy', quantity: 0, action: 'enter_long', reason: 'r' }
const sell: Decision = { side: 'sell', quantity: 0, action: 'exit', reason: 'r' }
const fill = (price: number, quantity: number, fee: number) => ({ price, quantity, fee })

describe('book arithmetic', () => {
  it('spot: cash pays the cost, the average entry is weighted, reductions realise P&L', () => {
    const b = emptyBook(1000)
    applyFill(b, buy, fill(100, 2, 0.2), 1, 'spot')
    expect(b.cash).toBeCloseTo(799.8, 10)
    applyFill(b, buy, fill(110, 1, 0.11), 2, 'spot')
    expect(b).toMatchObject({
      quantity: 3,
      entries: 2,
      lastEntryPrice: 110,
      entryTime: 1,
      lastEntryTime: 2,
    })
    expect(b.entryPrice).toBeCloseTo(310 / 3, 10)
    expect(bookEquity(b, 120, 'spot')).toBeCloseTo(689.69 + 360, 10)
    applyFill(b, { ...sell, action: 'reduce' }, fill(120, 1.5, 0.18), 3, 'spot')
    expect(b.realizedPnl).toBeCloseTo(25, 10)
    expect(b.quantity).toBe(1.5)
    expect(b.entryPrice).toBeCloseTo(310 / 3, 10)
    applyFill(b, sell, fill(90, 1.5, 0.135), 4, 'spot')
    expect(b).toMatchObject({
      quantity: 0,
      entryPrice: 0,
      entries: 0,
      entryTime: null,
      lastExitTime: 4,
    })
    expect(b.realizedPnl).toBeCloseTo(5, 10)
    expect(b.fees).toBeCloseTo(0.625, 10)
    expect(b.cash).toBeCloseTo(1000 + 5 - 0.625, 10)
  })

  it('perp: cash holds P&L only; shorts gain as the price falls and receive a positive funding rate', () => {
    const b = emptyBook(1000)
    applyFill(b, { ...buy, side: 'sell', action: 'enter_short' }, fill(100, 2, 0.2), 1, 'perp')
    expect(b.cash).toBeCloseTo(999.8, 10)
    expect(b.quantity).toBe(-2)
    expect(bookEquity(b, 90, 'perp')).toBeCloseTo(1019.8, 10)
    chargeFunding(b, 0.0001, 90)
    expect(b.funding).toBeCloseTo(-0.018, 12)
    applyFill(b, { ...sell, side: 'buy' }, fill(90, 2, 0.18), 2, 'perp')
    expect(b.realizedPnl).toBeCloseTo(20, 10)
    expect(b.cash).toBeCloseTo(999.8 + 0.018 + 20 - 0.18, 10)
    expect(bookEquity(b, 50, 'perp')).toBe(b.cash)
  })

  it('a fill beyond the position closes it and opens the rest the other way', () => {
    const b = emptyBook(1000)
    applyFill(b, buy, fill(100, 1, 0), 1, 'perp')
    applyFill(b, sell, fill(110, 3, 0), 2, 'perp')
    expect(b).toMatchObject({ quantity: -2, entryPrice: 110, entries: 1, entryTime: 2 })
    expect(b.realizedPnl).toBe(10)
  })

  it('rolls the UTC day and measures the daily loss from its opening equity', () => {
    const b = emptyBook(1000)
    expect(rollDay(b, Date.UTC(2024, 0, 1, 23), 1000)).toBe(true)
    expect(rollDay(b, Date.UTC(2024, 0, 1, 23, 59), 900)).toBe(false)
    expect(b).toMatchObject({ day: '2024-01-01', dayStartEquity: 1000 })
    expect(rollDay(b, Date.UTC(2024, 0, 2), 950)).toBe(true)
    expect(b).toMatchObject({ day: '2024-01-02', dayStartEquity: 950 })
    applyFill(b, { ...sell, reason: 'daily_loss_limit' }, fill(1, 0, 0), 1, 'spot')
    expect(b.haltedDay).toBe('2024-01-02')
  })
})

describe('expectedFill walks the mirror of the maker ladder', () => {
  // BTC at 60,000: fair 6,000,000 ticks, half spread 600 ticks, grid 300; best ask 60,006 and
  // best bid 59,994; base lots round(25e9 / 60,000 / 20,000 / 0.00001) = 2,083,333, so level 0
  // holds 1.2 × 20.83333 = 25 BTC and level 1 1.16 × 20.83333 BTC.
  it('fills a small order at the best quote', () => {
    expect(expectedFill(BTC_FILL, 'buy', 1, 60_000)).toEqual({ price: 60_006, quantity: 1 })
    expect(expectedFill(BTC_FILL, 'sell', 1, 60_000)).toEqual({ price: 59_994, quantity: 1 })
  })

  it('averages across levels for a larger order', () => {
    expect(expectedFill(BTC_FILL, 'buy', 30, 60_000)?.price).toBeCloseTo(
      (25 * 60_006 + 5 * 60_009) / 30,
      6,
    )
    expect(expectedFill(BTC_FILL, 'sell', 30, 60_000)?.price).toBeCloseTo(
      (25 * 59_994 + 5 * 59_991) / 30,
      6,
    )
  })

  it('puts an off-grid fair price on the grid the way the maker does', () => {
    // fair 6,000,007 ticks: ceil(6,000,607 / 300) × 300 = 6,000,900.
    expect(expectedFill(BTC_FILL, 'buy', 0.5, 60_000.07)?.price).toBe(60_009)
  })

  it('gives no fill when the ladder is too thin or the order rounds to no lot', () => {
    // 22 levels hold Σ(1.2 − 0.04k) × 20.83 ≈ 357.5 BTC.
    expect(expectedFill(BTC_FILL, 'buy', 357, 60_000)).not.toBeNull()
    expect(expectedFill(BTC_FILL, 'buy', 360, 60_000)).toBeNull()
    expect(expectedFill(BTC_FILL, 'buy', 0.000001, 60_000)).toBeNull()
  })
})
