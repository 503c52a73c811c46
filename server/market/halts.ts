import type { SymbolInfo } from '../../protocol/index.ts'
import type { Exchange } from '../matching/exchange.ts'
import type { MarketFeed } from './feed.ts'

/** A symbol an administrator stopped: no new orders, no maker quotes, until resumed. */
export interface Halt {
  symbol: string
  reason: string
  at: Date
  /** The administrator's email. */
  by: string
}

/** The halted symbols of one market (one server). */
export class MarketHalts {
  private readonly halts = new Map<string, Halt>()
  private readonly listeners = new Set<(symbol: string) => void>()

  get(symbol: string): Halt | undefined {
    return this.halts.get(symbol)
  }

  set(halt: Halt): void {
    this.halts.set(halt.symbol, halt)
    this.changed(halt.symbol)
  }

  clear(symbol: string): void {
    if (this.halts.delete(symbol)) this.changed(symbol)
  }

  /** Called with the symbol whenever it is halted or resumed. */
  onChange(listener: (symbol: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(symbol: string): void {
    for (const listener of this.listeners) listener(symbol)
  }

  get size(): number {
    return this.halts.size
  }
}

/**
 * The halts reached from what each part already holds: the makers and takers their exchange,
 * order validation the symbol's info (the market's own objects, so two servers in one process
 * never see each other's halts).
 */
const registry = new WeakMap<object, MarketHalts>()

/** The halts of a market, made on first use. */
export function haltsOf(market: MarketFeed): MarketHalts {
  const exchange = market.exchange()
  let halts = registry.get(exchange)
  if (!halts) {
    halts = new MarketHalts()
    registry.set(exchange, halts)
    for (const info of market.symbols()) registry.set(info, halts)
    // A halt or resume reaches every trading screen at once, not at the next walk of the price.
    halts.onChange((symbol) => market.republish(symbol))
  }
  return halts
}

/** For the simulator's makers and takers: whether they must stay out of the book. */
export const isHaltedOn = (exchange: Exchange, symbol: string): boolean =>
  registry.get(exchange)?.get(symbol) !== undefined

/** For order validation: the symbol's halt, if any. */
export const haltOf = (info: SymbolInfo): Halt | undefined => registry.get(info)?.get(info.symbol)
