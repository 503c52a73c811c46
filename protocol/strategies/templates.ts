import type { StrategyTemplate } from '../strategies-api.ts'
import { STRATEGY_CONFIG_VERSION, type StrategyConfig } from './config.ts'

/**
 * The template gallery (issue 14). Each config validates (test/protocol/strategies), declares
 * the parameters an optimisation may search with sensible ranges, and sets risk limits. The
 * descriptions say what each does and what it does not.
 */

const base = {
  version: STRATEGY_CONFIG_VERSION,
  symbol: 'BTC-USD',
  timeframe: '1h',
  market: 'spot',
} as const

const maCrossover: StrategyConfig = {
  ...base,
  indicators: [
    { id: 'fast', kind: 'sma', period: { param: 'fast' } },
    { id: 'slow', kind: 'sma', period: { param: 'slow' } },
  ],
  rules: [
    {
      id: 'golden_cross',
      when: {
        all: [{ left: { indicator: 'fast' }, op: 'crosses_above', right: { indicator: 'slow' } }],
      },
      action: 'enter_long',
      size: { mode: 'equity_fraction', value: 0.95 },
    },
    {
      id: 'death_cross',
      when: {
        all: [{ left: { indicator: 'fast' }, op: 'crosses_below', right: { indicator: 'slow' } }],
      },
      action: 'exit',
    },
  ],
  risk: { stopLossPct: 8, dailyLossLimitPct: 10 },
  parameters: {
    fast: { value: 10, min: 5, max: 50, step: 1 },
    slow: { value: 30, min: 20, max: 200, step: 5 },
  },
}

const rsiMeanReversion: StrategyConfig = {
  ...base,
  indicators: [{ id: 'rsi', kind: 'rsi', period: { param: 'period' } }],
  rules: [
    {
      id: 'oversold',
      when: {
        all: [{ left: { indicator: 'rsi' }, op: 'lt', right: { value: { param: 'oversold' } } }],
      },
      action: 'enter_long',
      size: { mode: 'equity_fraction', value: 0.5 },
    },
    {
      id: 'overbought',
      when: {
        all: [{ left: { indicator: 'rsi' }, op: 'gt', right: { value: { param: 'overbought' } } }],
      },
      action: 'exit',
    },
  ],
  risk: { stopLossPct: 6, dailyLossLimitPct: 10 },
  parameters: {
    period: { value: 14, min: 7, max: 28, step: 1 },
    oversold: { value: 30, min: 15, max: 40, step: 1 },
    overbought: { value: 70, min: 60, max: 85, step: 1 },
  },
}

const breakout: StrategyConfig = {
  ...base,
  indicators: [
    { id: 'high_n', kind: 'highest', period: { param: 'entry_bars' } },
    { id: 'low_n', kind: 'lowest', period: { param: 'exit_bars' } },
  ],
  rules: [
    {
      id: 'breakout',
      when: { all: [{ left: { price: 'close' }, op: 'gt', right: { indicator: 'high_n' } }] },
      action: 'enter_long',
      size: { mode: 'equity_fraction', value: 0.5 },
    },
    {
      id: 'breakdown',
      when: { all: [{ left: { price: 'close' }, op: 'lt', right: { indicator: 'low_n' } }] },
      action: 'exit',
    },
  ],
  risk: { stopLossPct: 4, dailyLossLimitPct: 10 },
  parameters: {
    entry_bars: { value: 20, min: 10, max: 60, step: 1 },
    exit_bars: { value: 10, min: 5, max: 30, step: 1 },
  },
}

const grid: StrategyConfig = {
  ...base,
  indicators: [],
  rules: [
    {
      id: 'take_all',
      when: {
        all: [
          { left: { position: 'pnl_pct' }, op: 'gte', right: { value: { param: 'take_pct' } } },
        ],
      },
      action: 'exit',
    },
    {
      id: 'next_layer',
      when: {
        all: [
          {
            left: { price: 'close' },
            op: 'lte',
            right: { position: 'last_entry_price' },
            scale: { param: 'layer_scale' },
          },
        ],
      },
      action: 'enter_long',
      size: { mode: 'equity_fraction', value: 0.19 },
    },
    {
      id: 'first_layer',
      when: { all: [{ left: { position: 'entries' }, op: 'lt', right: { value: 1 } }] },
      action: 'enter_long',
      size: { mode: 'equity_fraction', value: 0.19 },
    },
  ],
  maxEntries: 5,
  risk: { stopLossPct: 15, dailyLossLimitPct: 10 },
  parameters: {
    layer_scale: { value: 0.98, min: 0.9, max: 0.995, step: 0.005 },
    take_pct: { value: 2, min: 0.5, max: 10, step: 0.5 },
  },
}

const dca: StrategyConfig = {
  ...base,
  timeframe: '1d',
  indicators: [],
  rules: [
    {
      id: 'scheduled_buy',
      when: {
        all: [
          {
            left: { time: 'bars_since_entry' },
            op: 'gte',
            right: { value: { param: 'interval' } },
          },
        ],
      },
      action: 'enter_long',
      size: { mode: 'quote', value: { param: 'amount' } },
    },
  ],
  maxEntries: 50,
  risk: { takeProfitPct: 30 },
  parameters: {
    interval: { value: 7, min: 1, max: 30, step: 1 },
    amount: { value: 100, min: 10, max: 1000, step: 10 },
  },
}

const fundingCarry: StrategyConfig = {
  ...base,
  market: 'perp',
  leverage: 1,
  indicators: [{ id: 'funding', kind: 'funding_rate' }],
  rules: [
    {
      id: 'rich_funding',
      when: {
        all: [
          { left: { indicator: 'funding' }, op: 'gt', right: { value: { param: 'enter_rate' } } },
        ],
      },
      action: 'enter_short',
      size: { mode: 'equity_fraction', value: 0.5 },
    },
    {
      id: 'funding_faded',
      when: {
        all: [
          { left: { indicator: 'funding' }, op: 'lt', right: { value: { param: 'exit_rate' } } },
        ],
      },
      action: 'exit',
    },
  ],
  risk: { stopLossPct: 5, dailyLossLimitPct: 5 },
  parameters: {
    enter_rate: { value: 0.0001, min: 0.00002, max: 0.0005, step: 0.00002 },
    exit_rate: { value: 0.00002, min: 0, max: 0.0001, step: 0.00001 },
  },
}

export const STRATEGY_TEMPLATES: StrategyTemplate[] = [
  {
    id: 'ma-crossover',
    name: 'Moving-average crossover',
    description:
      'Buys with 95 % of its equity when the fast simple moving average crosses above the slow one and sells everything when it crosses back below. Follows trends; loses in sideways markets through repeated small whipsaws. Stop loss 8 %.',
    config: maCrossover,
    requiredCapital: 1000,
  },
  {
    id: 'rsi-mean-reversion',
    name: 'RSI mean reversion',
    description:
      'Buys with half its equity while the 14-bar RSI is below 30 (oversold) and sells when it rises above 70. Bets that falls revert; in a lasting downtrend it keeps buying weakness, so a 6 % stop loss limits each trade.',
    config: rsiMeanReversion,
    requiredCapital: 1000,
  },
  {
    id: 'breakout',
    name: 'Channel breakout',
    description:
      'Buys with half its equity when the close rises above the highest high of the previous 20 bars and sells when it falls below the lowest low of the previous 10 (a Donchian channel). Many breakouts fail; the 4 % stop loss caps those.',
    config: breakout,
    requiredCapital: 1000,
  },
  {
    id: 'grid',
    name: 'Layered grid (buy the dips)',
    description:
      'Buys a first layer at once, then another layer (19 % of equity each) every time the close falls 2 % below the last buy, up to 5 layers, and sells all of them once the position is 2 % above its average entry. Long only, not a two-sided grid: in a falling market it fills all layers and relies on the 15 % stop loss.',
    config: grid,
    requiredCapital: 2000,
  },
  {
    id: 'dca',
    name: 'Dollar-cost averaging',
    description:
      'Buys 100 USD of BTC every 7 daily bars, up to 50 buys, whatever the price, and sells everything if the position is 30 % above its average cost. It spreads the entry over time; it does not avoid losses in a falling market.',
    config: dca,
    requiredCapital: 5000,
  },
  {
    id: 'funding-carry',
    name: 'Funding-rate carry',
    description:
      'Shorts the BTC-USD perpetual with half its equity while the funding rate is above 0.01 % per 8 h, collecting funding from longs, and closes when it falls below 0.002 %. It is NOT hedged with spot: it carries the full price risk of a short, limited by a 5 % stop loss.',
    config: fundingCarry,
    requiredCapital: 2000,
  },
]
