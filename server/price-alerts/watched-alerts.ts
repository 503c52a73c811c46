import type { AlertRule } from './rules.ts'

/** A switched-on alert as the evaluator keeps it in memory. */
export interface WatchedAlert extends AlertRule {
  id: string
  userId: string
  symbol: string
  /** Market time (ms) of its last firing. */
  lastFiredAt: number | null
  triggerCount: number
}

const NO_ALERTS: readonly WatchedAlert[] = []

/**
 * The switched-on alerts by symbol: a tick looks up only its symbol's alerts, without a query.
 * The routes write through to it and the evaluator reads it, so both must reach the same one
 * (`watchedAlertsOf`).
 */
export class WatchedAlerts {
  private readonly bySymbol = new Map<string, Map<string, WatchedAlert>>()
  private readonly symbolOf = new Map<string, string>()

  put(a: WatchedAlert): void {
    this.remove(a.id)
    let alerts = this.bySymbol.get(a.symbol)
    if (!alerts) this.bySymbol.set(a.symbol, (alerts = new Map<string, WatchedAlert>()))
    alerts.set(a.id, a)
    this.symbolOf.set(a.id, a.symbol)
  }

  remove(id: string): void {
    const symbol = this.symbolOf.get(id)
    if (symbol === undefined) return
    this.symbolOf.delete(id)
    const alerts = this.bySymbol.get(symbol)
    alerts?.delete(id)
    if (alerts?.size === 0) this.bySymbol.delete(symbol)
  }

  replaceAll(list: readonly WatchedAlert[]): void {
    this.bySymbol.clear()
    this.symbolOf.clear()
    for (const a of list) this.put(a)
  }

  ofSymbol(symbol: string): readonly WatchedAlert[] {
    // Copied, as a firing "once" alert leaves the map while the tick walks the list; most
    // symbols have no alerts, and their ticks allocate nothing.
    const alerts = this.bySymbol.get(symbol)
    return alerts ? [...alerts.values()] : NO_ALERTS
  }

  get size(): number {
    return this.symbolOf.size
  }
}

// Keyed by the database like the notification preferences: one server, one set of alerts.
const registry = new WeakMap<object, WatchedAlerts>()

export function watchedAlertsOf(db: object): WatchedAlerts {
  let watched = registry.get(db)
  if (!watched) registry.set(db, (watched = new WatchedAlerts()))
  return watched
}
