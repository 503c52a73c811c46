/**
 * The options market (OptionsMarket of types.ts): the rolling listing, each underlying's
 * volatility surface, the model's values, the makers that quote them in the real books, the
 * contracts' prints, and expiry. Spot stays the simulator's; this reads its index and candles.
 */
import { OPTION_UNDERLYINGS, type MarketPrice } from '../../protocol/index.ts'
import type { MarketFeed } from '../market/feed.ts'
import { isHaltedOn } from '../market/halts.ts'
import { createRng } from '../market/rng.ts'
import { SYMBOLS } from '../market/symbols.ts'
import { symbolUnits, type SymbolUnits } from '../market/units.ts'
import { OPTION_CONTRACT_SPECS, yearsTo, type OptionContractSpec } from './contract-specs.ts'
import { scheduledExpiries } from './expiries.ts'
import { OptionListing } from './listing.ts'
import { OptionMakers } from './makers.ts'
import { OptionPrints } from './prints.ts'
import { strikeGrid } from './strikes.ts'
import { atmTermStructure, buildUnderlyingSurface, type UnderlyingSurface } from './surface.ts'
import type { ExpiryListener, ListedOption, OptionValuation, OptionsMarket } from './types.ts'
import { valueOption } from './valuation.ts'

/** The surface is rebuilt from the candles this often (and whenever the listing changes). */
export const SURFACE_MAX_AGE_MS = 60_000
const DEFAULT_LONG_RUN_VOL = 0.8

export interface OptionsMarketOptions {
  /** When the first listing is made (Date.now() unless told). */
  now?: number
  seed?: number
  /** Listener failures at expiry: reported, never allowed to keep contracts listed. */
  onError?: (err: unknown) => void
}

export class OptionsMarketService implements OptionsMarket {
  private readonly listing = new OptionListing()
  private readonly surfaces = new Map<string, UnderlyingSurface>()
  private readonly listeners = new Set<ExpiryListener>()
  private readonly units = new Map<string, SymbolUnits>()
  private readonly specs: OptionContractSpec[]
  readonly prints: OptionPrints
  readonly makers: OptionMakers
  private openInterestOf: (symbol: string) => number = () => 0
  private readonly onError: (err: unknown) => void
  private nextDue = Infinity
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly spot: MarketFeed,
    opts: OptionsMarketOptions = {},
  ) {
    const now = opts.now ?? Date.now()
    const tag = `o${now.toString(36)}`
    this.onError = opts.onError ?? ((err) => console.error('options expiry listener failed', err))
    this.specs = OPTION_UNDERLYINGS.flatMap((u) => {
      const spec = OPTION_CONTRACT_SPECS[u]
      return spec && spot.hasSymbol(u) ? [spec] : []
    })
    for (const spec of this.specs)
      this.units.set(spec.underlying, symbolUnits(spec.tickSize, spec.lotSize))
    const exchange = spot.exchange()
    this.prints = new OptionPrints(exchange, (symbol) => this.unitsOf(symbol), tag)
    this.makers = new OptionMakers(
      exchange,
      {
        listed: () => this.listed(),
        option: (symbol) => this.option(symbol),
        value: (symbol, at) => this.value(symbol, at),
        units: (symbol) => this.unitsOf(symbol),
      },
      createRng(opts.seed ?? now),
      tag,
    )
    this.roll(now)
  }

  listed(): ListedOption[] {
    return this.listing.all()
  }

  option(symbol: string): ListedOption | undefined {
    return this.listing.get(symbol)
  }

  underlyings(): string[] {
    return this.specs.map((s) => s.underlying)
  }

  expiries(underlying: string): number[] {
    return this.listing.expiries(underlying)
  }

  contracts(underlying: string, expiry: number): readonly ListedOption[] {
    return this.listing.contracts(underlying, expiry)
  }

  underlyingContracts(underlying: string): ListedOption[] {
    return this.listing.underlyingContracts(underlying)
  }

  unitsOf(symbol: string): SymbolUnits | undefined {
    const option = this.listing.get(symbol)
    return option && this.units.get(option.underlying)
  }

  /** The underlying's surface, rebuilt when older than SURFACE_MAX_AGE_MS. */
  surface(underlying: string, now = Date.now()): UnderlyingSurface | undefined {
    const cached = this.surfaces.get(underlying)
    if (cached && Math.abs(now - cached.time) < SURFACE_MAX_AGE_MS) return cached
    const expiries = this.listing.expiries(underlying)
    if (expiries.length === 0 || !this.spot.hasSymbol(underlying)) return undefined
    const built = buildUnderlyingSurface(
      this.spot,
      underlying,
      longRunVol(underlying),
      expiries,
      now,
    )
    this.surfaces.set(underlying, built)
    return built
  }

  value(symbol: string, now = Date.now()): OptionValuation | undefined {
    const option = this.listing.get(symbol)
    const index = option && this.spot.indexPrice(option.underlying)
    if (!option || index === undefined) return undefined
    const smile = this.surface(option.underlying, now)?.smiles.find(
      (s) => s.expiry === option.expiry,
    )
    return smile && valueOption(option, smile, index, now)
  }

  /** The contract's price as the feed tells it: its last print, the model's mark before any. */
  price(symbol: string, now = Date.now()): MarketPrice | undefined {
    const tape = this.prints.tape(symbol)
    const halted = isHaltedOn(this.spot.exchange(), symbol)
    if (tape) return { ...tape.snapshot(now), halted }
    const value = this.value(symbol, now)
    const units = this.unitsOf(symbol)
    if (!value || !units) return undefined
    const price = units.fromTicks(Math.max(1, units.toTicks(value.markPrice)))
    return {
      symbol,
      price,
      change24h: 0,
      change24hPercent: 0,
      volume24h: 0,
      high24h: price,
      low24h: price,
      lastUpdate: now,
      halted,
    }
  }

  /** The trading service tells how many contracts are held long (= short) per symbol. */
  useOpenInterest(fn: (symbol: string) => number): void {
    this.openInterestOf = fn
  }

  openInterest(symbol: string): number {
    return this.openInterestOf(symbol)
  }

  onExpiry(listener: ExpiryListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  expireDue(now: number): void {
    if (now < this.nextDue) return
    for (const { underlying } of this.specs) {
      for (const expiry of this.listing.expiries(underlying)) {
        if (expiry > now) break
        const settlementPrice = this.spot.indexPrice(underlying) ?? 0
        const contracts = [...this.listing.contracts(underlying, expiry)]
        for (const listener of [...this.listeners]) {
          try {
            listener({ underlying, expiry, settlementPrice, contracts })
          } catch (err) {
            this.onError(err)
          }
        }
        for (const c of contracts) {
          this.makers.withdraw(c.symbol, now)
          this.prints.drop(c.symbol)
        }
        this.listing.remove(underlying, expiry)
        this.surfaces.delete(underlying)
      }
    }
    this.roll(now)
  }

  listExpiry(underlying: string, expiry: number, strikes: readonly number[]): ListedOption[] {
    const spec = this.specs.find((s) => s.underlying === underlying)
    if (!spec) throw new RangeError(`no options on ${underlying}`)
    if (!(expiry > 0) || strikes.some((k) => !(k > 0)))
      throw new RangeError('expiry and strikes must be positive')
    const added = this.listing.add(spec, expiry, strikes)
    this.surfaces.delete(underlying)
    this.nextDue = Math.min(this.nextDue, expiry)
    return added
  }

  /** Lists the scheduled expiries not listed yet, with strikes around the index now. */
  private roll(now: number): void {
    const scheduled = scheduledExpiries(now)
    for (const spec of this.specs) {
      const index = this.spot.indexPrice(spec.underlying)
      if (index === undefined) continue
      const listed = new Set(this.listing.expiries(spec.underlying))
      const missing = scheduled.filter((s) => !listed.has(s.expiry))
      if (missing.length === 0) continue
      const atmVol = atmTermStructure(this.spot, spec.underlying, longRunVol(spec.underlying))
      for (const { expiry } of missing) {
        const T = yearsTo(expiry, now)
        this.listing.add(spec, expiry, strikeGrid(index, atmVol(T), T))
      }
      this.surfaces.delete(spec.underlying)
    }
    const soonest = this.specs.flatMap((s) => this.listing.expiries(s.underlying).slice(0, 1))
    this.nextDue = Math.min(Infinity, ...soonest)
  }

  /** Quotes every contract now, then keeps the quotes fresh a slice at a time. */
  start(intervalMs = 250): void {
    if (this.timer) return
    this.makers.quoteAll(Date.now())
    this.timer = setInterval(() => this.makers.step(Date.now()), intervalMs)
    this.timer.unref()
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }
}

function longRunVol(underlying: string): number {
  return SYMBOLS.find((s) => s.symbol === underlying)?.volatility ?? DEFAULT_LONG_RUN_VOL
}
