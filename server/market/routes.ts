import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  CANDLES_DEFAULT_LIMIT,
  CANDLES_MAX_LIMIT,
  timeframe,
  type CandlesResponse,
  type MarketPrice,
  type SymbolInfo,
} from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { parseInput } from '../http/validate.ts'

const dataQuery = z.object({ symbols: z.string().max(4000).optional() })
const candlesQuery = z.object({
  symbol: z.string().min(1).max(32),
  timeframe: timeframe.default('1h'),
  limit: z.coerce.number().int().min(1).max(CANDLES_MAX_LIMIT).default(CANDLES_DEFAULT_LIMIT),
})
const searchQuery = z.object({ q: z.string().max(64).default('') })
const SEARCH_MAX = 20

/** Public market data: prices are not secret, and the login page and offline cache read them without a token. */
export function marketRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    app.get('/market/symbols', (): SymbolInfo[] => ctx.market.symbols())

    // Unknown symbols are skipped rather than refused: a watchlist may hold a symbol the server
    // dropped, and the other prices are still worth showing.
    app.get('/market/data', (req): MarketPrice[] => {
      const { symbols } = parseInput(dataQuery, req.query, 'query')
      if (symbols === undefined || symbols.trim() === '') return ctx.market.prices()
      const wanted = [
        ...new Set(
          symbols
            .split(',')
            .map((s) => s.trim().toUpperCase())
            .filter(Boolean),
        ),
      ]
      return wanted.flatMap((s) => {
        const p = ctx.market.price(s)
        return p ? [p] : []
      })
    })

    app.get('/market/candles', (req): CandlesResponse => {
      const q = parseInput(candlesQuery, req.query, 'query')
      const symbol = q.symbol.toUpperCase()
      const candles = ctx.market.candles(symbol, q.timeframe, q.limit)
      if (!candles) throw notFound('Symbol not found')
      return { symbol, timeframe: q.timeframe, candles }
    })

    app.get('/market/search', (req): SymbolInfo[] => {
      const q = parseInput(searchQuery, req.query, 'query').q.trim().toLowerCase()
      const all = ctx.market.symbols()
      const hits =
        q === ''
          ? all
          : all.filter(
              (s) => s.symbol.toLowerCase().includes(q) || s.name.toLowerCase().includes(q),
            )
      // Symbols that start with the query first: "eth" should put ETH-USD before anything else.
      const rank = (s: SymbolInfo): number => (s.symbol.toLowerCase().startsWith(q) ? 0 : 1)
      return [...hits].sort((a, b) => rank(a) - rank(b)).slice(0, SEARCH_MAX)
    })
    done()
  }
}
