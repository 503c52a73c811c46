/**
 * Option prints: every fill in a listed contract's book (makers, takers and traders alike) goes
 * on the contract's tape and out to the print listeners (the feed's tick listeners).
 */
import type { MarketPrice, MarketTrade } from '../../protocol/index.ts'
import type { TickListener } from '../market/feed.ts'
import type { Exchange } from '../matching/exchange.ts'
import type { BookEvent } from '../matching/types.ts'
import type { SymbolUnits } from '../market/units.ts'
import { OptionTape } from './tapes.ts'

export class OptionPrints {
  private readonly tapes = new Map<string, OptionTape>()
  private readonly listeners = new Set<TickListener>()
  private readonly pending = new Map<string, MarketTrade[]>()

  constructor(
    exchange: Exchange,
    private readonly unitsOf: (symbol: string) => SymbolUnits | undefined,
    private readonly tag: string,
  ) {
    exchange.subscribe((symbol, events) => this.record(symbol, events))
  }

  private record(symbol: string, events: BookEvent[]): void {
    const units = this.unitsOf(symbol)
    if (!units) return
    const trades: MarketTrade[] = []
    for (const e of events) {
      if (e.type !== 'fill') continue
      const f = e.fill
      const trade: MarketTrade = {
        id: `${symbol}-${this.tag}-${f.seq}`,
        symbol,
        price: units.fromTicks(f.price),
        quantity: units.fromLots(f.qty),
        side: f.side,
        time: f.time,
      }
      const tape = this.tapes.get(symbol)
      if (tape) tape.record(trade)
      else this.tapes.set(symbol, new OptionTape(symbol, trade))
      trades.push(trade)
    }
    if (trades.length === 0) return
    // Told after the exchange call that made them returns, as the simulator tells its ticks:
    // listeners never run inside a book operation.
    if (this.pending.size === 0) queueMicrotask(() => this.flush())
    this.pending.set(symbol, [...(this.pending.get(symbol) ?? []), ...trades])
  }

  private flush(): void {
    const now = Date.now()
    for (const [symbol, trades] of this.pending) {
      const tape = this.tapes.get(symbol)
      if (!tape) continue
      const price = tape.snapshot(now)
      for (const listener of this.listeners) listener(price, trades)
    }
    this.pending.clear()
  }

  tape(symbol: string): OptionTape | undefined {
    return this.tapes.get(symbol)
  }

  /** A contract left the listing: its record goes with it. */
  drop(symbol: string): void {
    this.tapes.delete(symbol)
  }

  onPrint(listener: TickListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Tells the listeners a contract's price now, without prints. */
  republish(price: MarketPrice): void {
    for (const listener of this.listeners) listener(price, [])
  }
}
