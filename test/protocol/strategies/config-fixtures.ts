import type { StrategyConfig, StrategyRule } from '../../../protocol/strategies/config.ts'

/** A rule that always holds (1 > 0). */
export const ALWAYS = {
  all: [{ left: { value: 1 }, op: 'gt', right: { value: 0 } }],
} satisfies StrategyRule['when']

/** A spot config that buys with all its equity whenever flat; `patch` changes any field. */
export function alwaysLong(patch: Partial<StrategyConfig> = {}): StrategyConfig {
  return {
    version: 1,
    symbol: 'BTC-USD',
    timeframe: '1h',
    market: 'spot',
    indicators: [],
    rules: [
      {
        id: 'buy',
        when: ALWAYS,
        action: 'enter_long',
        size: { mode: 'equity_fraction', value: 1 },
      },
    ],
    risk: {},
    parameters: {},
    ...patch,
  }
}
