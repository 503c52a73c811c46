import type { Exchange } from '../matching/exchange.ts'
import { isHaltedOn } from './halts.ts'
import type { Side } from '../matching/types.ts'
import type { Rng } from './rng.ts'
import type { SymbolSpec } from './symbols.ts'
import type { SymbolUnits } from './units.ts'
import type { AssetClass } from '../../protocol/index.ts'

/** Half the quoted spread, as a fraction of the price (backtests' fill model reads it too). */
export const HALF_SPREAD: Record<AssetClass, number> = {
  crypto: 0.0001,
  fx: 0.00003,
  equity: 0.0001,
  commodity: 0.0002,
}
export const MAKER_LEVELS = 22
/** A level eaten below this share of its quote is refreshed. */
const REFILL_BELOW = 0.5

interface Quote {
  id: string
  lots: number
}

/**
 * The exchange's liquidity provider for one symbol: real limit orders on both sides around the
 * fair price, thinning away from the mid, re-quoted as the fair price moves. It has no account
 * and never runs out of inventory. It only ever touches its own orders (tracked by id), so
 * traders' resting orders survive every re-quote; when the fair price moves through them, the
 * maker's new quotes trade with them like any other counterparty.
 */
export class MarketMaker {
  readonly owner: string
  private readonly quotes = { buy: new Map<number, Quote>(), sell: new Map<number, Quote>() }
  private counter = 0

  constructor(
    private readonly exchange: Exchange,
    private readonly spec: SymbolSpec,
    private readonly units: SymbolUnits,
    private readonly rng: Rng,
    private readonly tag: string,
  ) {
    this.owner = `mm:${spec.symbol}`
  }

  /** Typical lots at the top level. */
  baseLots(fair: number): number {
    const price = this.units.fromTicks(fair)
    return Math.max(1, this.units.toLots(this.spec.dailyNotional / price / 20_000))
  }

  /**
   * Quote prices (ticks) for a fair price, best first. The levels sit on a fixed grid of half
   * the half-spread, so a small move of the fair price only adds a level at one end and drops
   * one at the other instead of re-pricing the whole ladder.
   */
  private ladder(fair: number, side: Side): number[] {
    const half = Math.max(1, Math.round(fair * HALF_SPREAD[this.spec.assetClass]))
    const grid = Math.max(1, Math.round(half / 2))
    const best =
      side === 'buy'
        ? Math.floor((fair - half) / grid) * grid
        : Math.ceil((fair + half) / grid) * grid
    const prices: number[] = []
    for (let i = 0; i < MAKER_LEVELS; i++) {
      const p = side === 'buy' ? best - i * grid : best + i * grid
      if (p > 0) prices.push(p)
    }
    return prices
  }

  private levelLots(fair: number, level: number): number {
    const thin = Math.max(0.2, 1.2 - level * 0.04)
    return Math.max(1, Math.floor(this.baseLots(fair) * thin * (0.4 + 1.2 * this.rng.next())))
  }

  /**
   * Moves the ladder to `fair`: first cancels quotes that are off the ladder or eaten down (so
   * the new quotes never meet the maker's own stale ones), then fills the gaps.
   */
  requote(fair: number, now: number): void {
    if (isHaltedOn(this.exchange, this.spec.symbol)) return this.withdraw(now)
    const book = this.exchange.book(this.spec.symbol)
    const targets = { buy: this.ladder(fair, 'buy'), sell: this.ladder(fair, 'sell') }
    for (const side of ['buy', 'sell'] as const) {
      const wanted = new Set(targets[side])
      for (const [price, q] of this.quotes[side]) {
        const live = book.get(q.id)
        const left = live ? live.qty - live.filled : 0
        if (live && wanted.has(price) && left >= q.lots * REFILL_BELOW) continue
        if (live) this.exchange.cancel(this.spec.symbol, q.id, now)
        this.quotes[side].delete(price)
      }
    }
    for (const side of ['buy', 'sell'] as const) {
      targets[side].forEach((price, level) => {
        if (this.quotes[side].has(price)) return
        const lots = this.levelLots(fair, level)
        const id = `${this.owner}-${this.tag}-${++this.counter}`
        this.exchange.submit(
          this.spec.symbol,
          { id, owner: this.owner, side, type: 'limit', qty: lots, price, tif: 'GTC' },
          now,
        )
        // A quote that traded through (a trader's order sat beyond the fair price) may be gone.
        if (book.get(id)) this.quotes[side].set(price, { id, lots })
      })
    }
  }

  /** A halted book gets no quotes: every one still resting is pulled. */
  private withdraw(now: number): void {
    for (const side of ['buy', 'sell'] as const) {
      for (const q of this.quotes[side].values())
        if (this.exchange.book(this.spec.symbol).get(q.id))
          this.exchange.cancel(this.spec.symbol, q.id, now)
      this.quotes[side].clear()
    }
  }
}
