import type {
  Balance,
  ChannelData,
  MultiLegRequest,
  Order,
  OrderModify,
  OrderRequest,
  Position,
  PrivateChannel,
} from '../../protocol/index.ts'
import type { Db } from '../db/types.ts'
import { conflict, notFound } from '../http/errors.ts'
import type { MarketFeed } from '../market/feed.ts'
import type { LiquidationWarningData } from '../perps/risk-monitor.ts'
import { listPortfolios } from '../portfolios/repo.ts'
import { AccountStore } from './accounts.ts'
import { cancelMatching, type OrderFilter } from './cancel-all.ts'
import { TradingCore, type TradingOptions } from './core.ts'
import type { ExchangePort } from './exchange-port.ts'
import { KeyLocks, requestHash, storedAnswer } from './idempotency.ts'
import { cancelOrder, modifyOrder } from './order-actions.ts'
import { isActive, toWire } from './order-model.ts'
import { ownedAccount, placeOrder } from './place-order.ts'
import { deletePortfolio } from './portfolio-lifecycle.ts'
import { balanceOf, positionsOf } from './positions.ts'
import { findPositionOwner } from './repo.ts'
import { loadPerpAccounts, restoreOpenOrders } from './restore.ts'
import { RiskLoop } from './risk-loop.ts'
import { idempotencyStmt } from './statements.ts'
import type { UnitOfWork } from './unit-of-work.ts'
import { amount } from './units.ts'
import { GroupCommitWriter } from './writer.ts'
import { settleExpiry } from '../options/trading/expiry.ts'
import { relistHeldContracts, settleMissedExpiries } from '../options/trading/missed-expiry.ts'
import { placeMultiLeg } from '../options/trading/multi-leg.ts'
import { openInterestOf, type OpenInterestSource } from '../options/trading/open-interest.ts'
import { freeLong } from '../options/trading/position.ts'
import type { OptionsMarket } from '../options/types.ts'

const answerOf = async (placed: Promise<{ unit: UnitOfWork; order: Order }>) => {
  const { unit, order } = await placed
  return { unit, body: order }
}

/** Where committed changes go out (the socket hub); every payload is typed by its channel. */
export interface Publisher {
  publish<C extends PrivateChannel>(userId: string, channel: C, data: ChannelData<C>): void
  /** Pushes the user's portfolio summary (computed from committed state). */
  portfolioChanged(userId: string): void
  /** `liquidation_warning`, outside the streams (no seq), to every socket of the user. */
  warnLiquidation(userId: string, data: LiquidationWarningData): void
}

/** The private streams that start with a snapshot of the trading service's memory. */
export type SnapshotChannel = 'orders' | 'positions' | 'balances'

export interface PlaceAnswer {
  status: number
  body: unknown
  replayed: boolean
}

export const IDEMPOTENCY_MISMATCH = 'Idempotency-Key reused with a different request'

/** The trading service: orders in, settled and committed state out. */
export class TradingService {
  readonly core: TradingCore
  readonly writer: GroupCommitWriter
  readonly risk: RiskLoop
  private readonly locks = new KeyLocks()
  private publisher: Publisher | undefined
  private detachOptions: (() => void) | undefined

  constructor(
    db: Db,
    market: MarketFeed,
    exchange: ExchangePort,
    opts: TradingOptions,
    onFatal: (err: unknown) => void,
  ) {
    this.writer = new GroupCommitWriter(db, (units) => this.afterCommit(units), onFatal)
    this.core = new TradingCore(
      db,
      market,
      exchange,
      new AccountStore(db),
      this.writer,
      opts,
      onFatal,
    )
    this.risk = new RiskLoop(this.core, {
      ...(opts.fundingIntervalMs === undefined
        ? {}
        : { fundingIntervalMs: opts.fundingIntervalMs }),
      ...(opts.liquidationWarnBuffer === undefined
        ? {}
        : { warnBuffer: opts.liquidationWarnBuffer }),
      warn: (w) => this.publisher?.warnLiquidation(w.userId, w.data),
    })
  }

  setPublisher(p: Publisher): void {
    this.publisher = p
  }

  /**
   * Restores the books from committed open orders and loads every account holding a perpetual
   * position, then starts settling the exchange's events and watching the positions' risk.
   */
  async start(): Promise<number> {
    await relistHeldContracts(this.core, new Date())
    const restored = await restoreOpenOrders(this.core)
    await loadPerpAccounts(this.core)
    if (this.core.options) {
      const missed = await settleMissedExpiries(this.core, new Date())
      if (!missed.empty) await this.writer.write(missed)
    }
    this.core.start()
    this.risk.start()
    return restored
  }

  async stop(): Promise<void> {
    this.detachOptions?.()
    this.detachOptions = undefined
    this.risk.stop()
    this.core.stop()
    await this.writer.flush()
  }

  private afterCommit(units: UnitOfWork[]): void {
    const p = this.publisher
    if (!p) return
    const users = new Set<string>()
    for (const u of units) {
      for (const push of u.pushes) p.publish(push.userId, push.channel, push.data)
      for (const id of u.touchedUsers) users.add(id)
    }
    for (const id of users) p.portfolioChanged(id)
  }

  /** POST /orders with its idempotency key (header, else body clientOrderId). */
  place(userId: string, body: OrderRequest, key: string | undefined): Promise<PlaceAnswer> {
    return this.once(userId, key, body, () => answerOf(placeOrder(this.core, userId, body)))
  }

  /** POST /orders/multi-leg: all legs fill now or nothing happens; idempotent like orders. */
  placeMultiLeg(userId: string, body: MultiLegRequest, key: string | undefined) {
    return this.once(userId, key, { multiLeg: body }, () => placeMultiLeg(this.core, userId, body))
  }

  /**
   * Connects the options market: option symbols become tradable, positions in contracts that
   * expire are settled (committed before they are announced), and the market learns each
   * contract's open interest from the traders' positions.
   */
  useOptions(options: OptionsMarket & Partial<OpenInterestSource>): void {
    this.core.options = options
    this.detachOptions?.()
    this.detachOptions = options.onExpiry((expiry) => {
      const unit = settleExpiry(this.core, expiry, new Date())
      if (!unit.empty) this.writer.write(unit).catch(() => undefined)
    })
    options.useOpenInterest?.((symbol) => openInterestOf(this.core.accounts, symbol))
  }

  /**
   * Runs an order-making action once per (user, key): a repeat with the same request answers
   * the first answer; the same key with another request is a 409. The key's row is committed
   * with the order, in the same unit.
   */
  private async once(
    userId: string,
    key: string | undefined,
    request: unknown,
    act: () => Promise<{ unit: UnitOfWork; body: unknown }>,
  ): Promise<PlaceAnswer> {
    if (key === undefined) {
      const placed = await act()
      await this.writer.write(placed.unit)
      return { status: 201, body: placed.body, replayed: false }
    }
    const hash = requestHash(request)
    return this.locks.run(`${userId}\u0000${key}`, async () => {
      const stored = await storedAnswer(this.core.db, userId, key)
      if (stored) {
        if (stored.hash !== hash) throw conflict(IDEMPOTENCY_MISMATCH)
        return { status: stored.status, body: stored.body, replayed: true }
      }
      const placed = await act()
      placed.unit.insert(idempotencyStmt(userId, key, hash, 201, placed.body))
      await this.writer.write(placed.unit)
      return { status: 201, body: placed.body, replayed: false }
    })
  }

  async modify(userId: string, id: string, change: OrderModify): Promise<Order> {
    const acted = await modifyOrder(this.core, userId, id, change)
    await this.writer.write(acted.unit)
    return acted.order
  }

  async cancel(userId: string, id: string): Promise<Order> {
    const acted = await cancelOrder(this.core, userId, id)
    await this.writer.write(acted.unit)
    return acted.order
  }

  /** DELETE /orders: every matching active order cancelled; those that finished meanwhile are left out. */
  cancelAll(userId: string, filter: OrderFilter): Promise<Order[]> {
    return cancelMatching(this.core, userId, filter)
  }

  /**
   * SPEC §4: an opposite-side market order for the given quantity or the whole position; with an
   * idempotency key a repeat answers the first close instead of closing again.
   */
  closePosition(
    userId: string,
    positionId: string,
    quantity: number | undefined,
    key?: string,
  ): Promise<PlaceAnswer> {
    const request = { close: positionId, quantity: quantity ?? null }
    return this.once(userId, key, request, () =>
      answerOf(this.closeOrder(userId, positionId, quantity)),
    )
  }

  private async closeOrder(userId: string, positionId: string, quantity: number | undefined) {
    const where = await findPositionOwner(this.core.db, userId, positionId)
    if (!where) throw notFound('Position not found')
    const a = await ownedAccount(this.core, userId, where.portfolioId)
    let side: 'buy' | 'sell' = 'sell'
    let whole: number
    if (where.market === 'spot') {
      const h = a.holdings.get(where.symbol)
      whole = h ? amount(h.qty - h.reserved) : 0
    } else if (where.market === 'option') {
      const p = a.options.get(where.symbol)
      whole = p && p.size < 0 ? -p.size : freeLong(p)
      if (p && p.size < 0) side = 'buy'
    } else {
      const p = a.perps.get(where.symbol)
      whole = Math.abs(p?.size ?? 0)
      if (p && p.size < 0) side = 'buy'
    }
    if (whole <= 0) throw notFound('Position not found')
    return placeOrder(this.core, userId, {
      portfolioId: a.portfolioId,
      symbol: where.symbol,
      side,
      orderType: 'market',
      quantity: Math.min(quantity ?? whole, whole),
      market: where.market,
      ...(where.market === 'perp'
        ? { reduceOnly: true, leverage: a.perps.get(where.symbol)?.leverage ?? 1 }
        : {}),
      ...(where.market === 'option' ? { reduceOnly: true } : {}),
    })
  }

  /** Cancels its orders and deletes it, refused (409) while it holds open positions. */
  deletePortfolio(userId: string, portfolioId: string): Promise<void> {
    return deletePortfolio(this.core, userId, portfolioId)
  }

  async balance(userId: string, portfolioId: string): Promise<Balance> {
    return balanceOf(await ownedAccount(this.core, userId, portfolioId))
  }

  async positions(userId: string, portfolioId: string): Promise<Position[]> {
    const a = await ownedAccount(this.core, userId, portfolioId)
    return positionsOf(a, this.core, new Date())
  }

  /**
   * What a fresh /ws subscriber to orders, positions or balances starts from. Everything is read
   * from memory synchronously after the last await, so the caller can send it before any push
   * of a later change (those wait for their commit).
   */
  async privateSnapshot(
    userId: string,
    channel: SnapshotChannel,
  ): Promise<ChannelData<SnapshotChannel>[]> {
    if (channel === 'orders')
      // Active orders of any portfolio are in memory already (restored at start).
      return [...this.core.orders.values()]
        .filter((o) => o.userId === userId && isActive(o.status))
        .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
        .map(toWire)
    const list = await listPortfolios(this.core.db, userId)
    const loaded = await Promise.all(list.map((p) => this.core.accounts.load(p.id)))
    const accounts = loaded.flatMap((a) => (a?.userId === userId ? [a] : []))
    if (channel === 'balances') return accounts.map(balanceOf)
    const now = new Date()
    return accounts.map((a) => ({
      portfolioId: a.portfolioId,
      positions: positionsOf(a, this.core, now),
    }))
  }
}
