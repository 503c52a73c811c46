/** The 200 symbols of the bench page, with a start price each spanning the three price formats. */
const NAMED = [
  ...['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'DOGE', 'AVAX', 'DOT', 'LINK', 'LTC', 'BNB', 'ATOM'],
  ...['EUR', 'GBP', 'JPY', 'CHF', 'AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'XAU', 'XAG', 'WTI'],
]

export const SYMBOL_COUNT = 200

export const SYMBOLS: readonly string[] = Array.from({ length: SYMBOL_COUNT }, (_, i) => {
  const base = NAMED[i] ?? `T${String(i).padStart(3, '0')}`
  return `${base}-USD`
})

/** Every third symbol trades below 1 (6 decimals), every third between 1 and 10 (4 decimals). */
export const startPrice = (index: number): number =>
  [0.5, 5, 50][index % 3]! * (1 + (index % 17) / 10)
