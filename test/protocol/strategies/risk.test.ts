import { describe, expect, it } from 'vitest'
import type { StrategyConfig } from '../../../protocol/strategies/config.ts'
import { runBacktest, type BacktestResult, type Bars } from '../../../protocol/strategies/index.ts'
import { DAY, HAND_FILL, HOUR, START, flatBars } from './bars.ts'
import { ALWAYS, alwaysLong } from './config-fixtures.ts'

const backtest = (config: StrategyConfig, bars: Bars, capital = 1000): BacktestResult =>
  runBacktest({ config, bars, startIndex: 0, initialCapital: capital, fill: HAND_FILL })

/** [bar index, side, reason] of each fill (fills carry their bar's close time). */
const fills = (r: BacktestResult, frameMs = HOUR, start = START) =>
  r.fills.map((f) => [(f.time - start) / frameMs - 1, f.side, f.reason])

const flat = (n: number, price = 100) => Array.from({ length: n }, () => price)

describe('risk limits', () => {
  it('stop loss and take profit close the position at the close, measured from the average entry', () => {
    const config = alwaysLong({ risk: { stopLossPct: 5, takeProfitPct: 10 } })
    // Entry 100.01; 95 is −5.01 % (stop); re-entry 95.01; 104.6 is +10.09 % (take profit).
    const r = backtest(config, flatBars([100, 96, 95, 95, 104.6, 104.6]))
    expect(fills(r)).toEqual([
      [0, 'buy', 'buy'],
      [2, 'sell', 'stop_loss'],
      [3, 'buy', 'buy'],
      [4, 'sell', 'take_profit'],
      [5, 'buy', 'buy'],
      [5, 'sell', 'end_of_data'],
    ])
    expect(r.trades.map((t) => t.exitReason)).toEqual(['stop_loss', 'take_profit', 'end_of_data'])
  })

  it('the daily loss limit closes the position and blocks entries until the next UTC day', () => {
    const config = alwaysLong({ risk: { dailyLossLimitPct: 5 } })
    // Hourly bars from 00:00 UTC: bar 22 closes at 23:00, bar 23 at 00:00 the next day.
    const closes = [100, 98, 90, ...flat(30, 90)]
    const r = backtest(config, flatBars(closes))
    expect(fills(r)).toEqual([
      [0, 'buy', 'buy'],
      [2, 'sell', 'daily_loss_limit'],
      [23, 'buy', 'buy'],
      [32, 'sell', 'end_of_data'],
    ])
  })

  it('maxPositionQuote clips an entry to the cap, and skips it when less than a lot is left', () => {
    const config = alwaysLong({ risk: { maxPositionQuote: 250 }, maxEntries: 3 })
    const r = backtest(config, flatBars(flat(4)))
    const entries = r.fills.filter((f) => f.side === 'buy')
    expect(entries).toHaveLength(1)
    expect(entries[0]?.quantity).toBe(2.499)
  })

  it('maxEntries caps the layers and an entry lacking cash is skipped', () => {
    const layered = alwaysLong({
      maxEntries: 3,
      rules: [
        { id: 'buy', when: ALWAYS, action: 'enter_long', size: { mode: 'quote', value: 100 } },
      ],
    })
    expect(fills(backtest(layered, flatBars(flat(6))))).toEqual([
      [0, 'buy', 'buy'],
      [1, 'buy', 'buy'],
      [2, 'buy', 'buy'],
      [5, 'sell', 'end_of_data'],
    ])
    const tooBig = alwaysLong({
      rules: [
        { id: 'buy', when: ALWAYS, action: 'enter_long', size: { mode: 'quote', value: 2000 } },
      ],
    })
    expect(backtest(tooBig, flatBars(flat(3))).fills).toEqual([])
  })

  it('reduce sells a fraction of the position, rounded down to the lot', () => {
    const trim = alwaysLong({
      rules: [
        {
          id: 'trim',
          when: { all: [{ left: { position: 'bars_held' }, op: 'gte', right: { value: 1 } }] },
          action: 'reduce',
          size: { mode: 'position_fraction', value: 0.5 },
        },
        { id: 'buy', when: ALWAYS, action: 'enter_long', size: { mode: 'quote', value: 500 } },
      ],
    })
    const r = backtest(trim, flatBars(flat(4)))
    expect(r.fills.map((f) => [f.side, f.quantity, f.reason])).toEqual([
      ['buy', 4.999, 'buy'],
      ['sell', 2.499, 'trim'],
      ['sell', 1.25, 'trim'],
      ['sell', 0.625, 'trim'],
      ['sell', 0.625, 'end_of_data'],
    ])
  })
})

describe('perp funding', () => {
  const longPerp = alwaysLong({ market: 'perp', leverage: 1 })

  it('charges at each 00, 08 and 16 UTC passed between two bar closes', () => {
    // Hourly bars opening at 22:00: closes 23:00, 00:00, …, 18:00 pass 00:00, 08:00 and 16:00.
    const start = START - 2 * HOUR
    const bars = flatBars(flat(20), { start, funding: flat(20, 0.0001) })
    const r = backtest(longPerp, bars)
    const quantity = r.fills[0]?.quantity ?? 0
    expect(quantity).toBeGreaterThan(9)
    expect(r.stats.funding).toBeCloseTo(3 * 0.0001 * quantity * 100, 12)
  })

  it('a daily bar passes three funding times', () => {
    const bars = flatBars(flat(3), { frameMs: DAY, funding: flat(3, 0.0001) })
    const r = backtest(longPerp, bars)
    const quantity = r.fills[0]?.quantity ?? 0
    expect(r.stats.funding).toBeCloseTo(2 * 3 * 0.0001 * quantity * 100, 12)
    expect(r.trades[0]?.funding).toBeCloseTo(r.stats.funding, 12)
  })

  it('leverage multiplies what an equity fraction buys', () => {
    const bars = flatBars(flat(2), { funding: flat(2, 0) })
    const one = backtest(longPerp, bars).fills[0]?.quantity ?? 0
    const three = backtest({ ...longPerp, leverage: 3 }, bars).fills[0]?.quantity ?? 0
    expect(three / one).toBeGreaterThan(2.9)
    expect(three / one).toBeLessThan(3.01)
  })
})

describe('operands', () => {
  it('reads bars back with offset, crosses compare with the bar before, hour and weekday of the close', () => {
    const enterWhen = (when: StrategyConfig['rules'][number]['when']) =>
      alwaysLong({
        rules: [{ id: 'go', when, action: 'enter_long', size: { mode: 'quote', value: 100 } }],
      })
    const closes = [10, 11, 12, 11, 13, 13, 13]
    const rising = enterWhen({
      all: [{ left: { price: 'close' }, op: 'gt', right: { price: 'close', offset: 2 } }],
    })
    expect(fills(backtest(rising, flatBars(closes)))[0]).toEqual([2, 'buy', 'go'])
    const crossing = enterWhen({
      all: [{ left: { price: 'close' }, op: 'crosses_above', right: { value: 12 } }],
    })
    expect(fills(backtest(crossing, flatBars(closes)))[0]).toEqual([4, 'buy', 'go'])
    // Bar 5 closes at 06:00 UTC on Monday 1 January 2024.
    const atSix = enterWhen({
      all: [
        { left: { time: 'hour' }, op: 'gte', right: { value: 6 } },
        { left: { time: 'weekday' }, op: 'lte', right: { value: 1 } },
      ],
    })
    expect(fills(backtest(atSix, flatBars(closes)))[0]).toEqual([5, 'buy', 'go'])
  })
})
