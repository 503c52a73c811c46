/**
 * The options market data answers: an underlying's expiries, one expiry's chain (book top, model
 * value, implied volatilities of the quotes, open interest, volume) and the surface.
 */
import type {
  OptionChain,
  OptionExpiries,
  OptionQuote,
  OptionTopsUpdate,
  VolSurfaceWire,
} from '../../protocol/index.ts'
import { impliedVol } from '../../protocol/options/implied-vol.ts'
import type { Exchange } from '../matching/exchange.ts'
import { OPTION_RATE } from './contract-specs.ts'
import { cadencesOf } from './expiries.ts'
import type { OptionsMarketService } from './market.ts'
import { smileSliceWire } from './surface.ts'
import type { ListedOption } from './types.ts'

type OptionTop = OptionTopsUpdate['tops'][number]

/** The book top, last print and open interest of a contract. */
export function optionTop(
  options: OptionsMarketService,
  exchange: Exchange,
  option: ListedOption,
): OptionTop {
  const units = options.unitsOf(option.symbol)
  const book = exchange.book(option.symbol)
  const { bids, asks } = book.depth(1)
  const side = (level: { price: number; qty: number } | undefined) =>
    level && units
      ? { price: units.fromTicks(level.price), size: units.fromLots(level.qty) }
      : { price: null, size: 0 }
  const bid = side(bids[0])
  const ask = side(asks[0])
  return {
    symbol: option.symbol,
    bid: bid.price,
    ask: ask.price,
    bidSize: bid.size,
    askSize: ask.size,
    last: options.prints.tape(option.symbol)?.last ?? null,
    openInterest: options.openInterest(option.symbol),
  }
}

export function optionTops(
  options: OptionsMarketService,
  exchange: Exchange,
  underlying: string,
  now: number,
): OptionTopsUpdate {
  return {
    underlying,
    time: now,
    tops: options.underlyingContracts(underlying).map((o) => optionTop(options, exchange, o)),
  }
}

export function optionExpiries(
  options: OptionsMarketService,
  underlying: string,
  indexPrice: number,
  now: number,
): OptionExpiries {
  return {
    underlying,
    indexPrice,
    expiries: options.expiries(underlying).map((expiry) => ({
      expiry,
      cadences: cadencesOf(expiry, now),
      strikes: [...new Set(options.contracts(underlying, expiry).map((c) => c.strike))],
    })),
  }
}

export function volSurface(
  options: OptionsMarketService,
  underlying: string,
  indexPrice: number,
  now: number,
): VolSurfaceWire | undefined {
  const surface = options.surface(underlying, now)
  if (!surface) return undefined
  return {
    underlying,
    indexPrice,
    rate: OPTION_RATE,
    time: now,
    slices: surface.smiles.map((s) => smileSliceWire(s, indexPrice, now)),
  }
}

export function optionChain(
  options: OptionsMarketService,
  exchange: Exchange,
  underlying: string,
  expiry: number,
  indexPrice: number,
  now: number,
): OptionChain | undefined {
  const contracts = options.contracts(underlying, expiry)
  const smile = options.surface(underlying, now)?.smiles.find((s) => s.expiry === expiry)
  if (contracts.length === 0 || !smile) return undefined
  const quotes = contracts.flatMap((option): OptionQuote[] => {
    const value = options.value(option.symbol, now)
    if (!value) return []
    const top = optionTop(options, exchange, option)
    const iv = (price: number | null): number | null => {
      if (price === null) return null
      const solved = impliedVol(
        option.right,
        price,
        value.forward,
        option.strike,
        value.T,
        OPTION_RATE,
      )
      return solved.kind === 'ok' ? solved.sigma : null
    }
    return [
      {
        ...top,
        strike: option.strike,
        right: option.right,
        markPrice: value.markPrice,
        markIv: value.markIv,
        bidIv: iv(top.bid),
        askIv: iv(top.ask),
        greeks: value.greeks,
        volume24h: options.prints.tape(option.symbol)?.volume24h(now) ?? 0,
      },
    ]
  })
  return {
    underlying,
    indexPrice,
    rate: OPTION_RATE,
    time: now,
    slice: smileSliceWire(smile, indexPrice, now),
    quotes,
  }
}
