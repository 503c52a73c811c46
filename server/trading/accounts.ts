import type { HoldingRow, PerpPositionRow, PortfolioRow } from '../db/rows.ts'
import type { Db } from '../db/types.ts'
import { loadOptionRows, optionStateOfRow } from '../options/trading/rows.ts'
import type { Account } from './account.ts'

const EMPTY: ReadonlySet<Account> = new Set()

/**
 * The in-memory accounts, loaded from the database on first use and authoritative afterwards:
 * every later change goes through the trading service and reaches the database by its writer.
 */
export class AccountStore {
  private readonly accounts = new Map<string, Account>()
  private readonly loading = new Map<string, Promise<Account | undefined>>()
  private readonly retired = new Set<string>()

  constructor(private readonly db: Db) {}

  /** Loaded accounts with an open perpetual position, by symbol: what the risk loop watches. */
  private readonly perpHolders = new Map<string, Set<Account>>()

  /** Keeps the perpetual index in step after `a`'s position in `symbol` may have changed. */
  trackPerp(a: Account, symbol: string): void {
    const open = (a.perps.get(symbol)?.size ?? 0) !== 0
    let set = this.perpHolders.get(symbol)
    if (open) {
      if (!set) this.perpHolders.set(symbol, (set = new Set()))
      set.add(a)
    } else this.untrack(a, symbol)
  }

  private untrack(a: Account, symbol: string): void {
    const set = this.perpHolders.get(symbol)
    set?.delete(a)
    if (set?.size === 0) this.perpHolders.delete(symbol)
  }

  /** Loaded accounts with an open option position, by contract: expiry, margin upkeep, interest. */
  private readonly optionHolders = new Map<string, Set<Account>>()

  /** Keeps the option index in step after `a`'s position in `symbol` may have changed. */
  trackOption(a: Account, symbol: string): void {
    const open = (a.options.get(symbol)?.size ?? 0) !== 0
    let set = this.optionHolders.get(symbol)
    if (open && !a.closed) {
      if (!set) this.optionHolders.set(symbol, (set = new Set()))
      set.add(a)
    } else if (set) {
      set.delete(a)
      if (set.size === 0) this.optionHolders.delete(symbol)
    }
  }

  optionHoldersOf(symbol: string): ReadonlySet<Account> {
    return this.optionHolders.get(symbol) ?? EMPTY
  }

  /** Every contract someone holds a position in. */
  optionSymbols(): string[] {
    return [...this.optionHolders.keys()]
  }

  holdersOf(symbol: string): ReadonlySet<Account> {
    return this.perpHolders.get(symbol) ?? EMPTY
  }

  /** Every symbol someone holds a perpetual position in. */
  perpSymbols(): string[] {
    return [...this.perpHolders.keys()]
  }

  get(portfolioId: string): Account | undefined {
    return this.accounts.get(portfolioId)
  }

  /**
   * A deleted portfolio leaves memory for good: a load that started before its delete committed
   * must not bring it back (ids are never reused, so the tombstones only grow with deletes).
   */
  retire(portfolioId: string): void {
    const a = this.accounts.get(portfolioId)
    this.accounts.delete(portfolioId)
    this.retired.add(portfolioId)
    if (a) for (const symbol of a.perps.keys()) this.untrack(a, symbol)
    if (a) for (const symbol of a.options.keys()) this.optionHolders.get(symbol)?.delete(a)
  }

  load(portfolioId: string): Promise<Account | undefined> {
    if (this.retired.has(portfolioId)) return Promise.resolve(undefined)
    const have = this.accounts.get(portfolioId)
    if (have) return Promise.resolve(have)
    let p = this.loading.get(portfolioId)
    if (!p) {
      p = this.read(portfolioId).finally(() => this.loading.delete(portfolioId))
      this.loading.set(portfolioId, p)
    }
    return p
  }

  private async read(portfolioId: string): Promise<Account | undefined> {
    const [row] = await this.db.query<
      Pick<PortfolioRow, 'id' | 'user_id' | 'currency' | 'cash' | 'reserved'>
    >('SELECT id, user_id, currency, cash, reserved FROM portfolios WHERE id = $1', [portfolioId])
    if (!row) return undefined
    const holdings = await this.db.query<
      Pick<HoldingRow, 'id' | 'symbol' | 'quantity' | 'reserved' | 'average_price'>
    >(
      'SELECT id, symbol, quantity, reserved, average_price FROM holdings WHERE portfolio_id = $1',
      [portfolioId],
    )
    const perps = await this.db.query<PerpPositionRow>(
      'SELECT * FROM perp_positions WHERE portfolio_id = $1',
      [portfolioId],
    )
    const options = await loadOptionRows(this.db, portfolioId)
    if (this.retired.has(portfolioId)) return undefined
    // Someone else may have loaded it while we read; theirs is the one in use.
    const raced = this.accounts.get(portfolioId)
    if (raced) return raced
    const account: Account = {
      portfolioId: row.id,
      userId: row.user_id,
      currency: row.currency,
      cash: Number(row.cash),
      reserved: Number(row.reserved),
      holdings: new Map(
        holdings.map((h) => [
          h.symbol,
          {
            id: h.id,
            qty: Number(h.quantity),
            reserved: Number(h.reserved),
            avgPrice: Number(h.average_price),
          },
        ]),
      ),
      perps: new Map(
        perps.map((p) => [
          p.symbol,
          {
            id: p.id,
            size: (p.side === 'long' ? 1 : -1) * Number(p.size),
            entryPrice: Number(p.entry_price),
            margin: Number(p.margin),
            leverage: p.leverage,
            realizedPnl: Number(p.realized_pnl),
            fundingPaid: Number(p.funding_paid),
          },
        ]),
      ),
      options: new Map(options.map((o) => [o.symbol, optionStateOfRow(o)])),
    }
    this.accounts.set(portfolioId, account)
    for (const symbol of account.perps.keys()) this.trackPerp(account, symbol)
    for (const symbol of account.options.keys()) this.trackOption(account, symbol)
    return account
  }
}
