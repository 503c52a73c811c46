import type { SymbolInfo } from '../../protocol/index.ts'
import type { Db } from '../db/types.ts'
import type { MarketFeed } from '../market/feed.ts'
import type { AccountStore } from './accounts.ts'
import { ALL_SYMBOLS } from '../matching/exchange.ts'
import type { OrderState } from '../matching/types.ts'
import type { OptionsMarket, OptionValuation } from '../options/types.ts'
import type { ExchangePort } from './exchange-port.ts'
import type { TraderOrder } from './order-model.ts'
import type { Quotes } from './reservation.ts'
import { settle } from './settlement.ts'
import { UnitOfWork } from './unit-of-work.ts'
import { unitsOf, type Units } from './units.ts'
import type { GroupCommitWriter } from './writer.ts'

export interface TradingOptions {
  /** Delayed orders older than this are refused (ORDER_MAX_AGE_SEC). */
  orderMaxAgeMs: number
  /** Funding interval of perpetuals (FUNDING_INTERVAL_SEC); 8 h when absent. */
  fundingIntervalMs?: number
  /** Liquidation warnings start this share of the way from liquidation (LIQUIDATION_WARN_BUFFER). */
  liquidationWarnBuffer?: number
}

/**
 * The shared state of the trading service: active orders, accounts, the exchange and the writer.
 * Matching and settlement run synchronously inside `run`, so no other request can interleave
 * between reserving funds, matching and settling; only the commit is awaited.
 */
export class TradingCore {
  readonly orders = new Map<string, TraderOrder>()
  private ambient: UnitOfWork | undefined
  private readonly units = new Map<string, Units>()
  private unsubscribe: (() => void) | undefined
  /** The options market, when the server lists options (TradingService.useOptions). */
  options: OptionsMarket | undefined

  constructor(
    readonly db: Db,
    readonly market: MarketFeed,
    readonly exchange: ExchangePort,
    readonly accounts: AccountStore,
    readonly writer: GroupCommitWriter,
    readonly opts: TradingOptions,
    private readonly onFatal: (err: unknown) => void,
  ) {}

  start(): void {
    // Reduce-only orders of traders may only shrink their perpetual position.
    this.exchange.setHooks(ALL_SYMBOLS, { reducible: (o) => this.reducible(o) })
    this.unsubscribe ??= this.exchange.subscribe((_symbol, events) => {
      try {
        if (this.ambient) return settle(this, events, this.ambient)
        const unit = new UnitOfWork()
        settle(this, events, unit)
        if (!unit.empty) this.writer.write(unit).catch(() => undefined)
      } catch (err) {
        this.onFatal(err)
      }
    })
  }

  stop(): void {
    this.unsubscribe?.()
    this.unsubscribe = undefined
  }

  /** Lots a (reduce-only) order of a trader may still fill: what its position lets it reduce. */
  reducible(o: OrderState): number {
    const left = o.qty - o.filled
    const mine = this.orders.get(o.id)
    if (!mine || !mine.reduceOnly) return left
    const a = this.accounts.get(mine.portfolioId)
    const size = (mine.market === 'option' ? a?.options : a?.perps)?.get(mine.symbol)?.size ?? 0
    const open = mine.side === 'buy' ? Math.max(0, -size) : Math.max(0, size)
    const lots = this.unitsOf(mine.symbol).toLots(open) ?? 0
    return Math.min(left, lots)
  }

  /** Runs `fn` with `unit` collecting everything the exchange's events settle meanwhile. */
  run<T>(unit: UnitOfWork, fn: () => T): T {
    this.ambient = unit
    try {
      return fn()
    } finally {
      this.ambient = undefined
    }
  }

  /** Spot/perp instruments from the feed, option contracts from the options market. */
  symbolInfo(symbol: string): SymbolInfo | undefined {
    return (
      this.options?.option(symbol)?.info ?? this.market.symbols().find((s) => s.symbol === symbol)
    )
  }

  /** The model's value of a listed option contract now; undefined for anything else. */
  optionValue = (symbol: string): OptionValuation | undefined => this.options?.value(symbol)

  unitsOf(symbol: string): Units {
    let u = this.units.get(symbol)
    if (!u) {
      const info = this.symbolInfo(symbol)
      if (!info) throw new Error(`unknown symbol ${symbol}`)
      this.units.set(symbol, (u = unitsOf(info)))
    }
    return u
  }

  quotes(symbol: string): Quotes {
    const book = this.exchange.book(symbol)
    const u = this.unitsOf(symbol)
    const tick = (t: number | null | undefined) =>
      t === null || t === undefined ? null : u.price(t)
    return {
      bestBid: tick(book?.bestBid()),
      bestAsk: tick(book?.bestAsk()),
      last: tick(book?.lastPrice()) ?? this.market.price(symbol)?.price ?? null,
    }
  }

  /** Mark price for perpetual P&L: the feed's mark when it has one, else the last price. */
  mark = (symbol: string): number | undefined =>
    this.optionValue(symbol)?.markPrice ??
    this.market.markPrice(symbol) ??
    this.market.price(symbol)?.price
}
