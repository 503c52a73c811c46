import { randomUUID } from 'node:crypto'
import { createFundingSchedule, type FundingClock, type FundingSchedule } from '../perps/funding.ts'
import {
  createRiskMonitor,
  type MonitoredPosition,
  type RiskMonitor,
  type RiskWarning,
} from '../perps/risk-monitor.ts'
import { positionStateOf, type Account } from './account.ts'
import type { TradingCore } from './core.ts'
import { chargeFunding } from './funding-charge.ts'
import { liquidate } from './liquidate.ts'
import { notify } from '../notifications/deliver.ts'
import { upkeepOptionMargins } from '../options/trading/margin-upkeep.ts'
import { UnitOfWork } from './unit-of-work.ts'
import { usd } from './units.ts'

const UPKEEP_INTERVAL_MS = 1000

export interface RiskLoopOptions {
  /** Funding interval (FUNDING_INTERVAL_SEC); 8 h by default. */
  fundingIntervalMs?: number
  /** See RiskMonitorOptions.warnDistance (LIQUIDATION_WARN_BUFFER); 0.2 by default. */
  warnBuffer?: number
  /** Sends `{ type: 'liquidation_warning', data }` to the user's sockets. */
  warn: (w: RiskWarning) => void
  now?: () => number
}

/**
 * Watches perpetual positions on every price tick of their symbol: warns a trader whose position
 * nears its liquidation price and force-closes it at that price; and charges funding when a
 * funding time comes. Runs synchronously inside the tick, like the matching it follows, so no
 * order can slip in between the check and the close.
 */
export class RiskLoop {
  private readonly monitor: RiskMonitor
  private readonly schedule: FundingSchedule
  private readonly now: () => number
  /** Positions (id → symbol) with a stored warning notification: one per position, not per push. */
  private readonly noted = new Map<string, string>()
  private timer: NodeJS.Timeout | undefined
  private stopTicks: (() => void) | undefined
  /** Per underlying, when its short options' margins were last re-computed. */
  private readonly upkept = new Map<string, number>()

  constructor(
    private readonly core: TradingCore,
    private readonly opts: RiskLoopOptions,
  ) {
    this.now = opts.now ?? Date.now
    this.monitor = createRiskMonitor({
      now: this.now,
      ...(opts.warnBuffer === undefined ? {} : { warnDistance: opts.warnBuffer }),
    })
    this.schedule = createFundingSchedule({
      now: this.now(),
      ...(opts.fundingIntervalMs === undefined ? {} : { intervalMs: opts.fundingIntervalMs }),
    })
  }

  start(): void {
    this.stopTicks ??= this.core.market.onTick((price) => {
      this.check(price.symbol)
      this.upkeep(price.symbol)
    })
    this.armFunding()
  }

  stop(): void {
    this.stopTicks?.()
    this.stopTicks = undefined
    clearTimeout(this.timer)
    this.timer = undefined
  }

  /** The funding interval and next funding time, read-only: only `fund()` moves the schedule. */
  get funding(): FundingClock {
    return this.schedule
  }

  /** Checks every position in `symbol` against its mark; the market's tick calls it. */
  check(symbol: string): void {
    const holders = this.core.accounts.holdersOf(symbol)
    if (holders.size === 0 && this.noted.size === 0) return
    const byId = new Map<string, Account>()
    const positions: MonitoredPosition[] = []
    for (const a of holders) {
      const p = a.perps.get(symbol)
      if (!p || p.size === 0) continue
      byId.set(p.id, a)
      positions.push({
        ...positionStateOf(p),
        id: p.id,
        portfolioId: a.portfolioId,
        userId: a.userId,
        symbol,
      })
    }
    // A position closed by its owner after a warning is warned afresh if it opens again.
    for (const [id, s] of this.noted) if (s === symbol && !byId.has(id)) this.noted.delete(id)
    if (positions.length === 0) return
    const { warnings, liquidations } = this.monitor.check(positions, this.core.mark)
    for (const w of warnings) this.warn(w)
    const mark = this.core.mark(symbol) ?? 0
    for (const id of liquidations) {
      const a = byId.get(id)
      if (!a) continue
      this.monitor.forget(id)
      this.noted.delete(id)
      const unit = liquidate(this.core, a, symbol, mark, new Date(this.now()))
      if (unit) this.commit(unit)
    }
  }

  /**
   * Re-margins the short options on an underlying at its new price, at most once a second per
   * underlying (the requirement moves with the index, not with every print).
   */
  upkeep(underlying: string, force = false): void {
    if (this.core.accounts.optionSymbols().length === 0) return
    const now = this.now()
    if (!force && now - (this.upkept.get(underlying) ?? 0) < UPKEEP_INTERVAL_MS) return
    this.upkept.set(underlying, now)
    const unit = upkeepOptionMargins(this.core, underlying, new Date(now))
    if (unit) this.commit(unit)
  }

  /** Settles the funding that is due now; the timer calls it, tests may too. */
  fund(): number {
    const now = this.now()
    this.schedule.advance(now)
    const market = this.core.market
    const { unit, charged } = chargeFunding(
      this.core,
      {
        intervalMs: this.schedule.intervalMs,
        markOf: this.core.mark,
        indexOf: (s) => market.indexPrice(s),
      },
      new Date(now),
    )
    if (!unit.empty) this.commit(unit)
    return charged
  }

  private armFunding(): void {
    clearTimeout(this.timer)
    const wait = Math.max(0, this.schedule.nextAt() - this.now())
    // Timers cap at about 24.8 days; the schedule re-arms on wake-up anyway.
    this.timer = setTimeout(
      () => {
        if (this.schedule.due(this.now())) this.fund()
        this.armFunding()
      },
      Math.min(wait, 2 ** 31 - 1),
    )
    this.timer.unref()
  }

  private warn(w: RiskWarning): void {
    this.opts.warn(w)
    if (this.noted.has(w.data.positionId)) return
    this.noted.set(w.data.positionId, w.data.symbol)
    const n = {
      id: randomUUID(),
      title: 'Liquidation warning',
      message: `Your ${w.data.symbol} perpetual position is near liquidation: mark ${usd(w.data.markPrice)}, liquidation price ${usd(w.data.liquidationPrice)}`,
      category: 'trading' as const,
      type: 'warning' as const,
      priority: 'urgent',
      timestamp: new Date(this.now()).toISOString(),
      read: false,
    }
    const unit = new UnitOfWork()
    notify(unit, this.core.db, w.userId, n)
    this.commit(unit)
  }

  private commit(unit: UnitOfWork): void {
    // A failed commit is fatal through the writer's own handler; nothing more to do here.
    this.core.writer.write(unit).catch(() => undefined)
  }
}
