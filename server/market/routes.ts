import type { FastifyInstance } from 'fastify'
import { marketApi as api, type SymbolInfo } from '../../protocol/index.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { instrumentsOf, searchOptions } from '../options/instruments.ts'
import { fundingRate } from '../perps/funding-rate.ts'

const SEARCH_MAX = 20

/** Public market data: prices are not secret, and the login page and offline cache read them without a token. */
export function marketRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const on = declaredRoutes(app, routeGuards(ctx))

    on(api.symbols, ({ query }) => instrumentsOf(ctx, query.kind))

    // Unknown symbols are skipped rather than refused: a watchlist may hold a symbol the server
    // dropped, and the other prices are still worth showing.
    on(api.marketData, ({ query: { symbols } }) => {
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

    on(api.candles, ({ query: q }) => {
      const symbol = q.symbol.toUpperCase()
      const candles = ctx.market.candles(symbol, q.timeframe, q.limit, q.before)
      if (!candles) throw notFound('Symbol not found')
      return { symbol, timeframe: q.timeframe, candles }
    })

    // The 8 h rate the risk loop would charge now (it scales it to the configured interval).
    on(api.funding, ({ query }) => {
      const symbol = query.symbol.toUpperCase()
      const markPrice = ctx.market.markPrice(symbol)
      const indexPrice = ctx.market.indexPrice(symbol)
      if (markPrice === undefined || indexPrice === undefined) throw notFound('Symbol not found')
      return {
        symbol,
        markPrice,
        indexPrice,
        fundingRate: fundingRate({ markPrice, indexPrice }),
        nextFundingTime: ctx.funding.nextAt(),
        fundingIntervalMs: ctx.funding.intervalMs,
      }
    })

    on(api.search, ({ query }) => {
      const q = query.q.trim().toLowerCase()
      const spot = query.kind === 'option' ? [] : ctx.market.symbols()
      const hits =
        q === ''
          ? spot
          : spot.filter(
              (s) => s.symbol.toLowerCase().includes(q) || s.name.toLowerCase().includes(q),
            )
      // Symbols that start with the query first: "eth" should put ETH-USD before anything else.
      const rank = (s: SymbolInfo): number => (s.symbol.toLowerCase().startsWith(q) ? 0 : 1)
      const ranked = [...hits].sort((a, b) => rank(a) - rank(b)).slice(0, SEARCH_MAX)
      // Option contracts after every spot hit, by name prefix (BTC-27DEC), nearest expiry first.
      const options =
        query.kind === 'spot' || ranked.length >= SEARCH_MAX
          ? []
          : searchOptions(ctx.options, q, SEARCH_MAX - ranked.length)
      return [...ranked, ...options]
    })
    done()
  }
}
