import { conditionMet, frequencyAllows } from './rules.ts'
import { TrailingPrices } from './trailing-prices.ts'
import type { WatchedAlert, WatchedAlerts } from './watched-alerts.ts'

/** An alert that fired: a copy as it stood after firing, with the tick that fired it. */
export interface Firing {
  alert: WatchedAlert
  price: number
  /** The window's start price, for a % move. */
  reference: number | undefined
  at: number
  /** `once` alerts switch themselves off. */
  deactivated: boolean
}

/**
 * Checks every switched-on alert of a symbol on each of its ticks. Time is the market's (the
 * tick's own time), so "once per bar" and the throttle follow the candles the trader sees, and
 * tests drive time by driving the market. Firing is synchronous here; storing and telling the
 * trader is the caller's (`onFire`).
 */
export class AlertEvaluator {
  private readonly last = new Map<string, number>()
  private readonly windows = new Map<string, TrailingPrices>()

  constructor(
    private readonly watched: WatchedAlerts,
    private readonly onFire: (f: Firing) => void,
  ) {}

  onPrice(symbol: string, price: number, now: number): void {
    const prev = this.last.get(symbol)
    this.last.set(symbol, price)
    const alerts = this.watched.ofSymbol(symbol)
    const window = this.windowFor(symbol, alerts, price, now)
    for (const a of alerts) {
      const reference =
        a.condition === 'move_pct' && a.windowSec !== null
          ? window?.priceAt(now - a.windowSec * 1000)
          : undefined
      if (!conditionMet(a, { prev, price, reference })) continue
      if (!frequencyAllows(a, a.lastFiredAt, now)) continue
      a.lastFiredAt = now
      a.triggerCount += 1
      const deactivated = a.frequency === 'once'
      if (deactivated) this.watched.remove(a.id)
      this.onFire({ alert: { ...a }, price, reference, at: now, deactivated })
    }
  }

  /** The last price seen of a symbol (a new crossing alert starts from it). */
  lastPrice(symbol: string): number | undefined {
    return this.last.get(symbol)
  }

  /** Kept only while a % move alert watches the symbol, as long as its longest window. */
  private windowFor(
    symbol: string,
    alerts: readonly WatchedAlert[],
    price: number,
    now: number,
  ): TrailingPrices | undefined {
    let longest = 0
    for (const a of alerts)
      if (a.condition === 'move_pct' && a.windowSec !== null)
        longest = Math.max(longest, a.windowSec)
    if (longest === 0) {
      this.windows.delete(symbol)
      return undefined
    }
    let w = this.windows.get(symbol)
    if (!w) this.windows.set(symbol, (w = new TrailingPrices()))
    w.record(now, price)
    w.trimBefore(now - longest * 1000)
    return w
  }
}
