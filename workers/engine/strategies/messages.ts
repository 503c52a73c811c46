/** SPEC §8's "Failed to …" wording for the strategies domain, word for word. */
export const STRATEGY_MSG = {
  fetch: 'Failed to fetch strategies',
  create: 'Failed to create strategies',
  update: 'Failed to update strategies',
  delete: 'Failed to delete strategies',
  templates: 'Failed to fetch templates',
  backtests: 'Failed to fetch backtests',
  deleteBacktest: 'Failed to delete backtests',
  runBacktest: 'Failed to run backtest',
  optimize: 'Failed to optimize strategy',
  swarms: 'Failed to fetch swarms',
  createSwarm: 'Failed to create swarms',
  updateSwarm: 'Failed to update swarms',
  deleteSwarm: 'Failed to delete swarms',
} as const
