import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { queryInt, queryTime } from './input.ts'
import { optionSpec } from './options-wire.ts'

export const assetClass = z.enum(['crypto', 'fx', 'equity', 'commodity'])
export type AssetClass = z.infer<typeof assetClass>

/** Symbols are BASE-QUOTE, upper case: BTC-USD, EUR-USD, AAPL-USD, XAU-USD. */
export const symbolName = z.string().regex(/^[A-Z0-9]{1,12}-[A-Z]{2,6}$/, 'Unknown symbol format')

export const symbolInfo = z.object({
  symbol: z.string(),
  name: z.string(),
  assetClass,
  base: z.string(),
  quote: z.string(),
  tickSize: z.number().positive(),
  lotSize: z.number().positive(),
  /** The largest quantity one order may have (a multiple of lotSize). */
  maxQuantity: z.number().positive(),
  /** Present on option contracts only: the underlying, expiry, strike and right. */
  option: optionSpec.optional(),
})
export type SymbolInfo = z.infer<typeof symbolInfo>

export const marketPrice = z.object({
  symbol: z.string(),
  price: z.number(),
  change24h: z.number(),
  change24hPercent: z.number(),
  volume24h: z.number(),
  high24h: z.number(),
  low24h: z.number(),
  /** ms since epoch */
  lastUpdate: z.number(),
  /**
   * An administrator stopped trading in the symbol: new orders are refused until it resumes.
   * Optional so that prices saved or sent before halts existed still parse (absent: trading).
   */
  halted: z.boolean().optional(),
})
export type MarketPrice = z.infer<typeof marketPrice>

export const timeframe = z.enum(['1m', '5m', '1h', '1d'])
export type Timeframe = z.infer<typeof timeframe>
export const TIMEFRAME_MS: Record<Timeframe, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
}

/** One candle; `time` is the bucket start in ms since epoch. */
export const candle = z.object({
  time: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
})
export type Candle = z.infer<typeof candle>

export const candlesResponse = z.object({
  symbol: z.string(),
  timeframe,
  candles: z.array(candle),
})
export type CandlesResponse = z.infer<typeof candlesResponse>

export const CANDLES_DEFAULT_LIMIT = 500
export const CANDLES_MAX_LIMIT = 5000

/** [level price, size] */
export const bookLevel = z.tuple([z.number(), z.number()])
export const orderBook = z.object({
  symbol: z.string(),
  bids: z.array(bookLevel),
  asks: z.array(bookLevel),
  lastUpdate: z.number(),
})
export type OrderBook = z.infer<typeof orderBook>

export const marketTrade = z.object({
  id: z.string(),
  symbol: z.string(),
  price: z.number(),
  quantity: z.number(),
  side: z.enum(['buy', 'sell']),
  time: z.number(),
})
export type MarketTrade = z.infer<typeof marketTrade>

export const health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  time: z.number(),
  database: z.enum(['pglite', 'postgres']),
  demo: z.boolean(),
})
export type Health = z.infer<typeof health>

export const marketDataQuery = z.object({ symbols: z.string().max(4000).optional() })
export const candlesQuery = z.object({
  symbol: z.string().min(1).max(32),
  timeframe: timeframe.default('1h'),
  limit: queryInt(1, CANDLES_MAX_LIMIT, CANDLES_DEFAULT_LIMIT),
  /** Only candles that start before this time (ms): scrolling a chart left loads older history. */
  before: queryTime,
})
/** GET /market/funding: a perpetual's mark, index and current funding. */
export const perpFunding = z.object({
  symbol: z.string(),
  markPrice: z.number(),
  indexPrice: z.number(),
  /** The rate for one 8 h period (positive: longs pay shorts). */
  fundingRate: z.number(),
  /** When the next funding is charged (ms since epoch). */
  nextFundingTime: z.number(),
  /** Time between funding charges (8 h unless the server is configured otherwise). */
  fundingIntervalMs: z.number(),
})
export type PerpFunding = z.infer<typeof perpFunding>
export const fundingQuery = z.object({ symbol: z.string().min(1).max(32) })

/**
 * Which instruments a listing returns: `spot` the underlyings (traded spot and as perpetuals),
 * `option` the option contracts, `all` both. /market/symbols lists `spot` unless told (the
 * watchlists and pickers read it); /market/search looks through `all` unless told.
 */
export const instrumentKind = z.enum(['spot', 'option', 'all'])
export const symbolsQuery = z.object({ kind: instrumentKind.default('spot') })
export const searchQuery = z.object({
  q: z.string().max(64).default(''),
  kind: instrumentKind.default('all'),
})

/** Public market data: prices are not secret, and the login page and offline cache read them. */
export const marketApi = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    auth: 'public',
    summary: 'Liveness, version and database kind',
    response: health,
  }),
  symbols: endpoint({
    method: 'GET',
    path: '/market/symbols',
    auth: 'public',
    summary: 'Tradable instruments with their tick and lot sizes (spot unless `kind` says)',
    query: symbolsQuery,
    response: z.array(symbolInfo),
  }),
  marketData: endpoint({
    method: 'GET',
    path: '/market/data',
    auth: 'public',
    summary: 'Prices of the given symbols (comma separated), or of all',
    query: marketDataQuery,
    response: z.array(marketPrice),
  }),
  candles: endpoint({
    method: 'GET',
    path: '/market/candles',
    auth: 'public',
    summary: 'Candles of one symbol and timeframe, oldest first',
    query: candlesQuery,
    response: candlesResponse,
  }),
  funding: endpoint({
    method: 'GET',
    path: '/market/funding',
    auth: 'public',
    summary: "A perpetual's mark and index prices, funding rate and next funding time",
    query: fundingQuery,
    response: perpFunding,
  }),
  search: endpoint({
    method: 'GET',
    path: '/market/search',
    auth: 'public',
    summary: 'Symbols whose name or code contains the query',
    query: searchQuery,
    response: z.array(symbolInfo),
  }),
}
