import { expect } from 'vitest'
import {
  TIMEFRAME_MS,
  type Candle,
  type Strategy,
  type StrategyOrder,
} from '../../../protocol/index.ts'
import type { StrategyConfig } from '../../../protocol/strategies/config.ts'
import { createRng } from '../../../protocol/stats/rng.ts'
import type { Api, TestServer } from '../helpers.ts'
import type { Trader } from '../trading/trading-helpers.ts'

export const SYMBOL = 'XAU-USD'
export const DAY = TIMEFRAME_MS['1d']

/**
 * Enters on every bar it is flat (close > 0) and exits on the next (bars_held ≥ 1): one order
 * per replayed bar, alternating buy and sell. Daily bars, so the market's own clock closes no
 * bar of it while a test runs.
 */
export const alternatingConfig = (quote = 1000): StrategyConfig => ({
  version: 1,
  symbol: SYMBOL,
  timeframe: '1d',
  market: 'spot',
  indicators: [],
  rules: [
    {
      id: 'leave',
      when: { all: [{ left: { position: 'bars_held' }, op: 'gte', right: { value: 1 } }] },
      action: 'exit',
    },
    {
      id: 'enter',
      when: { all: [{ left: { price: 'close' }, op: 'gt', right: { value: 0 } }] },
      action: 'enter_long',
      size: { mode: 'quote', value: quote },
    },
  ],
  risk: {},
  parameters: {},
})

/** A moving-average crossover with short periods: trades several times over a wavy series. */
export const crossoverConfig = (): StrategyConfig => ({
  version: 1,
  symbol: SYMBOL,
  timeframe: '1d',
  market: 'spot',
  indicators: [
    { id: 'fast', kind: 'sma', period: 3 },
    { id: 'slow', kind: 'sma', period: 8 },
  ],
  rules: [
    {
      id: 'cross_down',
      when: {
        all: [{ left: { indicator: 'fast' }, op: 'crosses_below', right: { indicator: 'slow' } }],
      },
      action: 'exit',
    },
    {
      id: 'cross_up',
      when: {
        all: [{ left: { indicator: 'fast' }, op: 'crosses_above', right: { indicator: 'slow' } }],
      },
      action: 'enter_long',
      size: { mode: 'equity_fraction', value: 0.5 },
    },
  ],
  risk: {},
  parameters: {},
})

/** The series' closed bars as the runner reads them at activation. */
export function closedBarsNow(t: TestServer, limit: number): Candle[] {
  const bars = t.server.market.candles(SYMBOL, '1d', limit + 1) ?? []
  return bars.filter((b) => b.time + DAY <= Date.now()).slice(-limit)
}

/**
 * `n` daily bars after the series' forming one (so none of them is ever printed by the market
 * while the test runs): a seeded wave around `base`, waves of about 12 bars plus noise.
 */
export function futureBars(t: TestServer, n: number, seed: number, after?: number): Candle[] {
  const forming = t.server.market.candles(SYMBOL, '1d', 1)?.[0]
  const base = t.server.market.indexPrice(SYMBOL) ?? 2000
  const start = (after ?? forming?.time ?? 0) + DAY
  const rng = createRng(seed)
  return Array.from({ length: n }, (_, i) => {
    const close =
      Math.round(base * (1 + 0.03 * Math.sin(i / 2) + 0.004 * (rng.next() - 0.5)) * 100) / 100
    return { time: start + i * DAY, open: close, high: close, low: close, close, volume: 1 }
  })
}

export async function createStrategy(
  api: Api,
  trader: Trader,
  config: StrategyConfig,
  allocatedCapital = 10_000,
): Promise<Strategy> {
  const res = await api<Strategy>('POST', '/api/v1/strategies', {
    token: trader.token,
    json: { name: 'Live test', config, allocatedCapital, portfolioId: trader.portfolioId },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

export async function setStatus(
  api: Api,
  token: string,
  id: string,
  status: 'active' | 'paused',
): Promise<Strategy> {
  const res = await api<Strategy>('PUT', `/api/v1/strategies/${id}`, {
    token,
    json: { status },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

/** The strategy's orders, oldest first. */
export async function ordersOf(api: Api, token: string, id: string): Promise<StrategyOrder[]> {
  const res = await api<StrategyOrder[]>('GET', `/api/v1/strategies/${id}/orders`, { token })
  expect(res.status).toBe(200)
  return [...res.body].reverse()
}
