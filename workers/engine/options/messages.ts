/** SPEC §8 names failures "Failed to <action> <things>"; the options domain's own, word for word. */
export const OPTIONS_MSG = {
  expiries: 'Failed to fetch option expiries',
  chain: 'Failed to fetch the option chain',
  surface: 'Failed to fetch the volatility surface',
  multiLeg: 'Failed to place the strategy',
} as const
