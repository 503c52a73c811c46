import type { AssetClass, SymbolInfo } from '../../protocol/index.ts'

export interface SymbolSpec extends SymbolInfo {
  startPrice: number
  /** Annualised volatility, e.g. 0.7 for 70 %. */
  volatility: number
  /** Typical traded value per day in the quote currency, for synthetic volumes. */
  dailyNotional: number
}

type Row = [
  symbol: string,
  name: string,
  price: number,
  tick: number,
  lot: number,
  vol: number,
  notionalM: number,
]

const ROWS: Record<AssetClass, Row[]> = {
  crypto: [
    ['BTC-USD', 'Bitcoin', 67_250, 0.01, 0.00001, 0.65, 25_000],
    ['ETH-USD', 'Ethereum', 3_480, 0.01, 0.0001, 0.75, 12_000],
    ['SOL-USD', 'Solana', 152.4, 0.01, 0.001, 0.9, 2_500],
    ['BNB-USD', 'BNB', 585.2, 0.01, 0.001, 0.6, 1_200],
    ['XRP-USD', 'XRP', 0.5234, 0.0001, 1, 0.8, 1_500],
    ['ADA-USD', 'Cardano', 0.4512, 0.0001, 1, 0.85, 400],
    ['DOGE-USD', 'Dogecoin', 0.12345, 0.00001, 1, 0.9, 900],
    ['AVAX-USD', 'Avalanche', 35.42, 0.01, 0.01, 0.9, 350],
    ['LINK-USD', 'Chainlink', 14.873, 0.001, 0.01, 0.85, 300],
    ['DOT-USD', 'Polkadot', 6.912, 0.001, 0.01, 0.8, 200],
  ],
  fx: [
    ['EUR-USD', 'Euro / US Dollar', 1.08512, 0.00001, 1000, 0.07, 500_000],
    ['GBP-USD', 'British Pound / US Dollar', 1.27134, 0.00001, 1000, 0.08, 250_000],
    ['USD-JPY', 'US Dollar / Japanese Yen', 151.482, 0.001, 1000, 0.09, 400_000],
    ['AUD-USD', 'Australian Dollar / US Dollar', 0.66215, 0.00001, 1000, 0.1, 120_000],
    ['USD-CHF', 'US Dollar / Swiss Franc', 0.90143, 0.00001, 1000, 0.08, 80_000],
  ],
  equity: [
    ['AAPL-USD', 'Apple Inc.', 189.84, 0.01, 1, 0.28, 10_000],
    ['MSFT-USD', 'Microsoft Corporation', 421.9, 0.01, 1, 0.25, 9_000],
    ['NVDA-USD', 'NVIDIA Corporation', 121.44, 0.01, 1, 0.5, 40_000],
    ['TSLA-USD', 'Tesla, Inc.', 248.5, 0.01, 1, 0.55, 25_000],
    ['AMZN-USD', 'Amazon.com, Inc.', 185.07, 0.01, 1, 0.32, 8_000],
    ['GOOGL-USD', 'Alphabet Inc.', 171.95, 0.01, 1, 0.3, 5_000],
    ['META-USD', 'Meta Platforms, Inc.', 505.3, 0.01, 1, 0.38, 7_000],
  ],
  commodity: [
    ['XAU-USD', 'Gold', 2_351.2, 0.01, 0.01, 0.15, 30_000],
    ['XAG-USD', 'Silver', 28.415, 0.001, 0.1, 0.28, 5_000],
    ['WTI-USD', 'WTI Crude Oil', 78.34, 0.01, 1, 0.35, 20_000],
    ['NG-USD', 'Natural Gas', 2.512, 0.001, 10, 0.4, 3_000],
  ],
}

/**
 * The order size limit: the power of ten that first reaches ten million quote units at the
 * start price (1,000 BTC, 10,000,000 EUR), so no order is larger than any real market takes.
 */
const maxQuantityOf = (startPrice: number): number =>
  10 ** Math.ceil(Math.log10(10_000_000 / startPrice))

export const SYMBOLS: readonly SymbolSpec[] = (
  Object.entries(ROWS) as [AssetClass, Row[]][]
).flatMap(([assetClass, rows]) =>
  rows.map(([symbol, name, startPrice, tickSize, lotSize, volatility, notionalM]) => {
    const [base = symbol, quote = 'USD'] = symbol.split('-')
    return {
      symbol,
      name,
      assetClass,
      base,
      quote,
      tickSize,
      lotSize,
      maxQuantity: maxQuantityOf(startPrice),
      startPrice,
      volatility,
      dailyNotional: notionalM * 1e6,
    }
  }),
)

export const symbolInfoOf = (s: SymbolSpec): SymbolInfo => ({
  symbol: s.symbol,
  name: s.name,
  assetClass: s.assetClass,
  base: s.base,
  quote: s.quote,
  tickSize: s.tickSize,
  lotSize: s.lotSize,
  maxQuantity: s.maxQuantity,
})
