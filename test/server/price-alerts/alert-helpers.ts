import { expect } from 'vitest'
import {
  notification as notificationSchema,
  priceAlert as priceAlertSchema,
  type Notification,
  type PriceAlert,
} from '../../../protocol/index.ts'
import type { MarketSimulator } from '../../../server/market/simulator.ts'
import type { TestServer } from '../helpers.ts'

export const SYM = 'BTC-USD'

/** An API bound to one server and one trader's token. */
export function alertsApi(t: TestServer, token: string) {
  return {
    // Loosely typed on purpose: tests send bad input too.
    create: (json: Record<string, unknown>) =>
      t.api<PriceAlert>('POST', '/api/v1/price-alerts', { token, json }),
    list: async (): Promise<PriceAlert[]> => {
      const res = await t.api<PriceAlert[]>('GET', '/api/v1/price-alerts', { token })
      expect(res.status).toBe(200)
      return res.body.map((a) => priceAlertSchema.parse(a))
    },
    setActive: (id: string, isActive: boolean) =>
      t.api<PriceAlert>('PUT', `/api/v1/price-alerts/${id}`, { token, json: { isActive } }),
    remove: (id: string) => t.api('DELETE', `/api/v1/price-alerts/${id}`, { token }),
    notifications: async (): Promise<Notification[]> => {
      const res = await t.api<Notification[]>('GET', '/api/v1/notifications', { token })
      return res.body.map((n) => notificationSchema.parse(n))
    },
  }
}

/**
 * The market under the test's hand: its timer stopped, each step moves the fair price and runs
 * one tick at a time the test chooses, so candles and throttles pass without waiting.
 */
export function drivenMarket(market: MarketSimulator, symbol = SYM) {
  market.stop()
  const tick = market.symbols().find((s) => s.symbol === symbol)?.tickSize ?? 0.01
  // Well past the timer's last tick, on a minute boundary plus one second.
  let now = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000 + 1_000
  const base = market.price(symbol)?.price ?? 1
  return {
    base,
    /** A price `pct` % from the start price, on the tick grid. */
    level: (pct: number): number => Math.round((base * (1 + pct / 100)) / tick) * tick,
    get now() {
      return now
    },
    /** Moves the fair price to `pct` % from the start and ticks `afterMs` later. */
    step(pct: number, afterMs = 1_000): number {
      now += afterMs
      market.shock(symbol, base * (1 + pct / 100))
      market.tick(now)
      return market.price(symbol)?.price ?? Number.NaN
    },
  }
}

/** Polls until `check` passes (firings are stored after the tick, asynchronously). */
export async function eventually(check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await check()
      return
    } catch (err) {
      if (Date.now() > deadline) throw err
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

/** Waits long enough for a firing that should not happen to have been stored if it had. */
export const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 300))
