import { describe, expect, it } from 'vitest'
import { vwap } from '../../../protocol/indicators/index.ts'
import { expectSeries } from './expect-series.ts'

describe('vwap', () => {
  it('matches indicatorts VWAP to the 2 decimals published', () => {
    // github.com/cinar/indicatorts v2.2.2 volumeWeightedAveragePrice.test.ts, as asserted in
    // trading-signals VWAP.test.ts (high = low = close, so the typical price is the close).
    const closes = [9, 11, 7, 10, 8]
    const volumes = [100, 110, 80, 120, 90]
    expectSeries(vwap(closes, closes, closes, volumes), [9.0, 10.05, 9.21, 9.44, 9.18], 0.005)
  })

  it('matches the running VWAP of the StockCharts sample before its 14-day window fills', () => {
    // github.com/bukosabino/ta test/data/cs-vwap.csv, rows 0 – 13 (3 – 22 Dec 2010): that
    // library's VWAP is over 14 rows, so its first 14 are running sums from the first row.
    const highs = [
      24.8283, 24.7586, 25.1568, 25.5848, 25.6844, 25.336, 25.2862, 25.1269, 25.2762, 25.3857,
      25.5351, 25.6048, 25.7441, 25.7242,
    ]
    const lows = [
      24.3205, 24.5993, 24.7785, 24.9477, 24.8083, 25.0572, 24.8482, 24.7496, 24.9278, 25.0274,
      25.0473, 25.0622, 25.5351, 25.4554,
    ]
    const closes = [
      24.7486, 24.7088, 25.0373, 25.545, 25.0672, 25.107, 24.888, 24.9975, 25.0473, 25.336, 25.0572,
      25.4455, 25.5649, 25.555,
    ]
    const volumes = [
      18730.144, 12271.74, 24691.414, 18357.606, 22964.08, 15918.948, 16067.044, 16568.487,
      16018.729, 9773.569, 22572.712, 12986.669, 10906.659, 5799.259,
    ]
    const expected = [
      24.632466666666666, 24.654805154030853, 24.80379676048873, 24.9414758619062,
      24.99950623571372, 25.02307824302856, 25.021133824528068, 25.013948032058988,
      25.020869365685463, 25.03392065542907, 25.054787605744554, 25.074623090960745,
      25.101664793872967, 25.11402265022072,
    ]
    expectSeries(vwap(highs, lows, closes, volumes), expected, 1e-9)
  })

  it('starts again at each new session and waits for volume', () => {
    const prices = [10, 20, 30, 40]
    const volumes = [0, 1, 1, 3]
    const sessions = [0, 0, 1, 1]
    // Session 0: no volume yet, then 20. Session 1: 30, then (30 + 120) / 4 = 37.5.
    expect(vwap(prices, prices, prices, volumes, (i) => sessions[i] ?? 0)).toEqual([
      null,
      20,
      30,
      37.5,
    ])
    // Without sessions the sums run on: (20 + 30 + 120) / 5 = 34.
    expect(vwap(prices, prices, prices, volumes)[3]).toBe(34)
  })
})
