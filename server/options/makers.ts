/**
 * The options market makers: real limit orders in every listed contract's book (the same
 * exchange the traders and the spot makers use), around the model's mark (quote-ladder.ts). The
 * work is spread over time: each step looks at a slice of the contracts, and a contract is
 * requoted only when its mark moved by a fair part of its half spread, a quote was hit, or the
 * quotes grew old. A few random small takers make prints. Owners and ids follow the spot makers
 * (`mm:SYMBOL`, `taker:SYMBOL`), which the trading service leaves alone.
 */
import type { Exchange } from '../matching/exchange.ts'
import type { Side } from '../matching/types.ts'
import { isHaltedOn } from '../market/halts.ts'
import type { Rng } from '../market/rng.ts'
import type { SymbolUnits } from '../market/units.ts'
import { OPTION_CONTRACT_SPECS } from './contract-specs.ts'
import { LEVELS, quoteLadder } from './quote-ladder.ts'
import type { ListedOption, OptionValuation } from './types.ts'

/** Requote when the mark moved by this share of the half spread. */
const MOVE_SHARE = 0.5
/** Quotes older than this are renewed (each contract's age is jittered by up to half of it). */
const MAX_AGE_MS = 300_000
/** Every contract is looked at about once per this period. */
export const CYCLE_MS = 2_000
/** Takers per contract per minute, on average, over the whole listing: a few per minute. */
const TAKERS_PER_MINUTE = 4
/** A level eaten below this share of its quote is refreshed. */
const REFILL_BELOW = 0.5

interface MakerQuote {
  ids: { id: string; lots: number }[]
  mark: number
  half: number
  renewAt: number
}

export interface MakerInputs {
  listed(): ListedOption[]
  option(symbol: string): ListedOption | undefined
  value(symbol: string, now: number): OptionValuation | undefined
  units(symbol: string): SymbolUnits | undefined
}

export class OptionMakers {
  private readonly quotes = new Map<string, MakerQuote>()
  private queue: string[] = []
  private counter = 0
  private lastStep: number | undefined

  constructor(
    private readonly exchange: Exchange,
    private readonly inputs: MakerInputs,
    private readonly rng: Rng,
    private readonly tag: string,
  ) {}

  /** Looks at the share of the listing that `now − last step` of a cycle stands for. */
  step(now: number): void {
    const elapsed = this.lastStep === undefined ? CYCLE_MS : Math.max(0, now - this.lastStep)
    this.lastStep = now
    const listed = this.inputs.listed()
    let budget = Math.ceil((listed.length * Math.min(elapsed, CYCLE_MS)) / CYCLE_MS)
    while (budget-- > 0) {
      if (this.queue.length === 0) this.queue = listed.map((o) => o.symbol)
      const symbol = this.queue.pop()
      if (symbol !== undefined) this.check(symbol, now)
    }
    const takers = (TAKERS_PER_MINUTE * Math.min(elapsed, CYCLE_MS)) / 60_000
    if (listed.length > 0 && this.rng.next() < takers) this.take(listed, now)
  }

  /** Quotes every listed contract now (at start, so books are full before the first trader). */
  quoteAll(now: number): void {
    for (const o of this.inputs.listed()) this.check(o.symbol, now)
    this.lastStep = now
  }

  private check(symbol: string, now: number): void {
    const option = this.inputs.option(symbol)
    const units = this.inputs.units(symbol)
    const value = this.inputs.value(symbol, now)
    if (!option || !units || !value || isHaltedOn(this.exchange, symbol))
      return this.withdraw(symbol, now)
    const q = this.quotes.get(symbol)
    if (q && !this.stale(symbol, q, value, now)) return
    this.withdraw(symbol, now)
    this.place(option, value, units, now)
  }

  private stale(symbol: string, q: MakerQuote, value: OptionValuation, now: number): boolean {
    if (now >= q.renewAt || Math.abs(value.markPrice - q.mark) > MOVE_SHARE * q.half) return true
    const book = this.exchange.book(symbol)
    return q.ids.some(({ id, lots }) => {
      const live = book.get(id)
      return !live || live.qty - live.filled < lots * REFILL_BELOW
    })
  }

  private place(
    option: ListedOption,
    value: OptionValuation,
    units: SymbolUnits,
    now: number,
  ): void {
    const { symbol } = option
    const ladder = quoteLadder(value, units)
    const owner = `mm:${symbol}`
    const size = OPTION_CONTRACT_SPECS[option.underlying]?.makerSize ?? units.lotSize
    const ids: MakerQuote['ids'] = []
    const submit = (side: Side, price: number, level: number) => {
      const thin = 1 - level / (2 * LEVELS)
      const lots = Math.max(1, units.toLots(size * thin * (0.6 + 0.8 * this.rng.next())))
      const id = `${owner}-${this.tag}-${++this.counter}`
      this.exchange.submit(
        symbol,
        { id, owner, side, type: 'limit', qty: lots, price, tif: 'GTC' },
        now,
      )
      // A quote that traded through a trader's order beyond the mark may be gone already.
      if (this.exchange.book(symbol).get(id)) ids.push({ id, lots })
    }
    ladder.bids.forEach((price, level) => submit('buy', price, level))
    ladder.asks.forEach((price, level) => submit('sell', price, level))
    const renewAt = now + MAX_AGE_MS * (0.5 + 0.5 * this.rng.next())
    this.quotes.set(symbol, { ids, mark: value.markPrice, half: ladder.half, renewAt })
  }

  /** Pulls the maker's orders in a contract (delisting, halts, requotes). */
  withdraw(symbol: string, now: number): void {
    const q = this.quotes.get(symbol)
    if (!q) return
    const book = this.exchange.book(symbol)
    for (const { id } of q.ids) if (book.get(id)) this.exchange.cancel(symbol, id, now)
    this.quotes.delete(symbol)
  }

  /** A small market order in a random contract, leaning to those near the money. */
  private take(listed: readonly ListedOption[], now: number): void {
    for (let attempt = 0; attempt < 4; attempt++) {
      const option = listed[Math.floor(this.rng.next() * listed.length)]
      if (!option) return
      const value = this.inputs.value(option.symbol, now)
      const units = this.inputs.units(option.symbol)
      const delta = Math.abs(value?.greeks.delta ?? 0)
      if (!units || !this.quotes.has(option.symbol) || delta < 0.1 || delta > 0.9) continue
      const spec = OPTION_CONTRACT_SPECS[option.underlying]
      const lots = Math.max(1, units.toLots((spec?.makerSize ?? 0) * (0.1 + 0.3 * this.rng.next())))
      const side: Side = this.rng.next() < 0.5 ? 'buy' : 'sell'
      const owner = `taker:${option.symbol}`
      const id = `${owner}-${this.tag}-${++this.counter}`
      this.exchange.submit(
        option.symbol,
        { id, owner, side, type: 'market', qty: lots, tif: 'IOC' },
        now,
      )
      return
    }
  }
}
