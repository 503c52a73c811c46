import { describe, expect, it } from 'vitest'
import { strategyTemplate } from '../../../protocol/strategies-api.ts'
import type { StrategyConfig } from '../../../protocol/strategies/config.ts'
import {
  STRATEGY_TEMPLATES,
  runBacktest,
  validateConfig,
  type BacktestResult,
  type Bars,
} from '../../../protocol/strategies/index.ts'
import { DAY, HAND_FILL, HOUR, START, flatBars } from './bars.ts'

/**
 * Each template's rules on a hand-made series: the bars where it buys and sells, the sides and
 * the quantities. HAND_FILL fills a buy one tick (0.01) above the close and a sell one below,
 * with a 0.1 % fee and lots of 0.001; fills are stamped with their bar's close time.
 */

function template(id: string): StrategyConfig {
  const t = STRATEGY_TEMPLATES.find((x) => x.id === id)
  if (!t) throw new Error(`no template ${id}`)
  return t.config
}

function run(
  id: string,
  bars: Bars,
  params: Record<string, number>,
  capital = 1000,
): BacktestResult {
  return runBacktest({
    config: template(id),
    params,
    bars,
    startIndex: 0,
    initialCapital: capital,
    fill: HAND_FILL,
  })
}

/** [bar index, side, quantity, price, reason] of each fill. */
const fillsOf = (r: BacktestResult, frameMs = HOUR) =>
  r.fills.map((f) => [(f.time - START) / frameMs - 1, f.side, f.quantity, f.price, f.reason])

describe('the template gallery', () => {
  it('has the six templates, each valid, with parameters, risk limits and a capital', () => {
    expect(STRATEGY_TEMPLATES.map((t) => t.id)).toEqual([
      'ma-crossover',
      'rsi-mean-reversion',
      'breakout',
      'grid',
      'dca',
      'funding-carry',
    ])
    for (const t of STRATEGY_TEMPLATES) {
      expect(strategyTemplate.parse(t)).toEqual(t)
      const v = validateConfig(t.config)
      expect(v.ok ? [] : v.issues, t.id).toEqual([])
      expect(Object.keys(t.config.parameters).length, t.id).toBeGreaterThan(0)
      expect(Object.keys(t.config.risk).length, t.id).toBeGreaterThan(0)
      expect(t.requiredCapital).toBeGreaterThan(0)
      expect(t.description.length).toBeGreaterThan(80)
      expect(t.config.symbol).toBe('BTC-USD')
      expect(t.config.timeframe).toBe(t.id === 'dca' ? '1d' : '1h')
    }
    expect(template('funding-carry').market).toBe('perp')
  })
})

describe('signals on hand-made series', () => {
  it('MA crossover buys where the fast SMA crosses above the slow and sells where it crosses back', () => {
    // sma(2) / sma(4): crossing below at 6 (flat: nothing to exit), above at 10, below at 15.
    const closes = [10, 10, 10, 10, 10, 10, 9, 8, 7, 8, 9, 10, 11, 12, 11, 10, 9]
    const r = run('ma-crossover', flatBars(closes), { fast: 2, slow: 4 })
    expect(fillsOf(r)).toEqual([
      [10, 'buy', 105.333, 9.01, 'golden_cross'],
      [15, 'sell', 105.333, 9.99, 'death_cross'],
    ])
    const [trade] = r.trades
    expect(trade?.side).toBe('long')
    expect(trade?.bars).toBe(5)
    expect(trade?.pnl).toBeCloseTo(105.333 * (9.99 - 9.01) - 105.333 * (9.01 + 9.99) * 0.001, 6)
    expect(r.stats.finalEquity).toBeCloseTo(1000 + (trade?.pnl ?? 0), 6)
  })

  it('RSI mean reversion buys when RSI(2) falls below 30 and sells above 70', () => {
    // RSI(2): 100 at bar 2, 50 at 3, 25 at 4 (buy), 62.5 at 5, 81.25 at 6 (sell).
    const r = run('rsi-mean-reversion', flatBars([10, 11, 12, 11, 10, 11, 12, 13]), {
      period: 2,
      oversold: 30,
      overbought: 70,
    })
    expect(fillsOf(r)).toEqual([
      [4, 'buy', 49.9, 10.01, 'oversold'],
      [6, 'sell', 49.9, 11.99, 'overbought'],
    ])
  })

  it('breakout buys above the previous 3-bar high and sells below the previous 2-bar low', () => {
    const r = run('breakout', flatBars([10, 10.5, 10, 10.2, 11, 11.5, 11.2, 10.9, 10.8]), {
      entry_bars: 3,
      exit_bars: 2,
    })
    expect(fillsOf(r).map(([i, side, , , reason]) => [i, side, reason])).toEqual([
      [4, 'buy', 'breakout'],
      [7, 'sell', 'breakdown'],
    ])
  })

  it('grid buys a layer every 2 % below the last buy and sells all 2 % above the average entry', () => {
    const closes = [100, 99, 97.9, 97, 95.9, 97, 99, 100.5, 100.5]
    const r = run('grid', flatBars(closes), { layer_scale: 0.98, take_pct: 2 }, 2000)
    expect(fillsOf(r).map(([i, side, , price, reason]) => [i, side, price, reason])).toEqual([
      [0, 'buy', 100.01, 'first_layer'],
      [2, 'buy', 97.91, 'next_layer'],
      [4, 'buy', 95.91, 'next_layer'],
      [7, 'sell', 100.49, 'take_all'],
      [8, 'buy', 100.51, 'first_layer'],
      [8, 'sell', 100.49, 'end_of_data'],
    ])
    const layers = r.fills.slice(0, 3)
    for (const f of layers) expect(f.quantity * f.price).toBeGreaterThan(0.185 * 2000)
    expect(r.fills[3]?.quantity).toBeCloseTo(
      layers.reduce((s, f) => s + f.quantity, 0),
      9,
    )
  })

  it('DCA buys 100 USD every 3 daily bars and closes what it holds at the end of the data', () => {
    const r = run(
      'dca',
      flatBars(
        Array.from({ length: 10 }, () => 50),
        { frameMs: DAY },
      ),
      { interval: 3, amount: 100 },
      5000,
    )
    expect(fillsOf(r, DAY)).toEqual([
      [0, 'buy', 1.999, 50.01, 'scheduled_buy'],
      [3, 'buy', 1.999, 50.01, 'scheduled_buy'],
      [6, 'buy', 1.999, 50.01, 'scheduled_buy'],
      [9, 'buy', 1.999, 50.01, 'scheduled_buy'],
      [9, 'sell', 7.996, 49.99, 'end_of_data'],
    ])
  })

  it('funding carry shorts the perp while funding is rich, collects it, and exits when it fades', () => {
    const EIGHT_HOURS = 8 * HOUR
    const funding = [0.00005, 0.00015, 0.0002, 0.00012, 0.00001, 0]
    const bars = flatBars([100, 100, 100, 100, 100, 100], { frameMs: EIGHT_HOURS, funding })
    const r = run('funding-carry', bars, { enter_rate: 0.0001, exit_rate: 0.00002 })
    expect(fillsOf(r, EIGHT_HOURS)).toEqual([
      [1, 'sell', 4.995, 99.99, 'rich_funding'],
      [4, 'buy', 4.995, 100.01, 'funding_faded'],
    ])
    // Each 8-hour bar passes one funding time; a short receives a positive rate.
    expect(r.stats.funding).toBeCloseTo(-(0.0002 + 0.00012 + 0.00001) * 4.995 * 100, 12)
    expect(r.trades[0]?.side).toBe('short')
  })
})
