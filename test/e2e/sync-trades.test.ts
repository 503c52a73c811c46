import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Order } from '../../protocol/index.ts'
import { REPEAT_QUIET_MS } from '../../src/trading/ticket/submit-lock.ts'
import { demoApp } from './demo-app.ts'
import { flakyProxyFor } from './flaky-proxy.ts'
import { shockMarket, waitForServiceWorker } from './session.ts'
import { apiTrader, lastPrice, openAs, type ApiTrader } from './trader-api.ts'

const allOrders = (t: ApiTrader) => t.api<Order[]>('GET', '/orders?status=all&limit=1000')

/** Fills and sends an order from the ticket on /trading, confirming it. */
async function placeFromTicket(page: Page, type: 'market' | 'limit', price?: number) {
  await page.getByLabel('Order type').selectOption(type)
  if (price !== undefined) await page.getByLabel('Price (USD)').fill(String(price))
  await page.getByLabel('Quantity (BTC)').fill('0.01')
  await page.getByRole('button', { name: 'Buy BTC' }).click()
  await page.getByRole('button', { name: 'Place order' }).click()
  // The next order is a new intent, after a human pause (the ticket ignores a quick repeat).
  await page.waitForTimeout(REPEAT_QUIET_MS + 200)
}

const syncTags = (page: Page) =>
  page.evaluate(async () => {
    const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags(): Promise<string[]> }
    }
    return (await reg.sync?.getTags()) ?? []
  })

describe('sync-trades in Chromium: orders placed offline reach the exchange exactly once', () => {
  const app = demoApp()
  const net = flakyProxyFor(app)

  /** Offline for the page and its service worker, and no connection for anything else either. */
  const goOffline = async (context: BrowserContext) => {
    net.down()
    await context.setOffline(true)
  }
  const goOnline = async (context: BrowserContext) => {
    net.up()
    await context.setOffline(false)
  }

  it('queues a market and a limit order offline, shows them queued, and places each once online', async () => {
    const t = await apiTrader(app)
    const { context, page } = await openAs(app, t, '/trading', undefined, net.url)
    try {
      await waitForServiceWorker(page)
      await page.getByRole('button', { name: 'Buy BTC' }).waitFor()
      const limit = Math.round((await lastPrice(app, 'BTC-USD')) * 0.95)

      await goOffline(context)
      await placeFromTicket(page, 'market')
      await placeFromTicket(page, 'limit', limit)
      await page.getByRole('tab', { name: /^Orders/ }).click()
      const queued = page.getByTestId('queued-status')
      await expect.poll(() => queued.count(), { timeout: 15_000 }).toBe(2)
      expect(await queued.first().textContent()).toMatch(/^Queued — sends when online · /)
      expect(await syncTags(page)).toContain('sync-trades')
      expect(await allOrders(t)).toEqual([])

      await goOnline(context)
      await expect.poll(async () => (await allOrders(t)).length, { timeout: 20_000 }).toBe(2)
      const orders = await allOrders(t)
      expect(new Set(orders.map((o) => o.clientOrderId)).size).toBe(2)
      expect(orders.map((o) => o.orderType).sort()).toEqual(['limit', 'market'])
      await expect.poll(() => queued.count(), { timeout: 15_000 }).toBe(0)
      // Nothing is sent twice later: every replayer has finished and the count holds.
      await page.waitForTimeout(3_000)
      expect(await allOrders(t)).toHaveLength(2)
    } finally {
      await context.close()
    }
  })

  it('replays 300 orders queued offline from two tabs to exactly 300 orders at the server', async () => {
    const t = await apiTrader(app)
    const { context, page } = await openAs(app, t, '/trading', undefined, net.url)
    try {
      await waitForServiceWorker(page)
      const second = await context.newPage()
      await second.goto('/orders')
      await waitForServiceWorker(second)
      const limit = Math.round((await lastPrice(app, 'BTC-USD')) * 0.9)
      await goOffline(context)
      // Each tab sends 150 limit orders as the engine does (bearer token, Idempotency-Key); the
      // service worker answers each 202 and keeps it.
      const token = t.token
      const queue = (tab: Page, from: number) =>
        tab.evaluate(
          async ({ token, portfolioId, limit, from }) => {
            const statuses: number[] = []
            for (let i = from; i < from + 150; i += 1) {
              const key = crypto.randomUUID()
              const res = await fetch('/api/v1/orders', {
                method: 'POST',
                headers: {
                  authorization: `Bearer ${token}`,
                  'content-type': 'application/json',
                  'idempotency-key': key,
                },
                body: JSON.stringify({
                  portfolioId,
                  symbol: 'BTC-USD',
                  side: 'buy',
                  orderType: 'limit',
                  price: limit - i,
                  quantity: 0.001,
                  clientOrderId: key,
                }),
              })
              statuses.push(res.status)
            }
            return statuses
          },
          { token, portfolioId: t.portfolioId ?? '', limit, from },
        )
      const answers = (await Promise.all([queue(page, 0), queue(second, 150)])).flat()
      expect(answers.filter((s) => s === 202)).toHaveLength(300)
      expect(await allOrders(t)).toEqual([])

      await goOnline(context)
      await expect
        .poll(async () => (await allOrders(t)).length, { timeout: 45_000, interval: 1_000 })
        .toBe(300)
      await page.waitForTimeout(3_000)
      const orders = await allOrders(t)
      expect(orders).toHaveLength(300)
      expect(new Set(orders.map((o) => o.clientOrderId)).size).toBe(300)
    } finally {
      await context.close()
    }
  })

  it('refuses on replay an order whose price moved beyond its tolerance, says why, places nothing', async () => {
    const t = await apiTrader(app)
    const { context, page } = await openAs(app, t, '/trading', undefined, net.url)
    try {
      await waitForServiceWorker(page)
      await page.getByRole('button', { name: 'Buy BTC' }).waitFor()
      await page.getByLabel('Slippage tolerance (%)').fill('1')
      await goOffline(context)
      await placeFromTicket(page, 'market')
      await page.getByRole('tab', { name: /^Orders/ }).click()
      await expect.poll(() => page.getByTestId('queued-status').count()).toBe(1)

      // News moves the market 3 % up while the buyer is offline.
      const moved = await shockMarket(app.server.url, app.accounts.admin, 'BTC-USD', 3)
      await page.waitForTimeout(1_500)
      await goOnline(context)
      const toast = page.getByText(/^Queued order on BTC-USD refused: Order refused: price moved/)
      await toast.waitFor({ timeout: 20_000 })
      expect(await toast.textContent()).toMatch(
        /price moved [2-4](\.\d+)?% since you placed it \(tolerance 1%\)$/,
      )
      await expect.poll(() => page.getByTestId('queued-status').count()).toBe(0)
      await page.waitForTimeout(2_000)
      expect(await allOrders(t)).toEqual([])
      await shockMarket(
        app.server.url,
        app.accounts.admin,
        'BTC-USD',
        (moved.from / moved.to - 1) * 100,
      )
    } finally {
      await context.close()
    }
  })

  it('keeps an order placed offline with no service worker at all and places it once online', async () => {
    // Private windows of some browsers have no service worker: the engine keeps the order itself.
    const t = await apiTrader(app)
    const { context, page } = await openAs(app, t, '/trading', undefined, net.url, 'block')
    try {
      // Online first until the ticket can trade (portfolio and symbol loaded): nothing is cached
      // for a brand-new trader without a service worker.
      const buy = page.getByRole('button', { name: 'Buy BTC' })
      await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true)
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
      await goOffline(context)
      await placeFromTicket(page, 'market')
      await page.getByRole('tab', { name: /^Orders/ }).click()
      const queued = page.getByTestId('queued-status')
      await expect.poll(() => queued.count(), { timeout: 15_000 }).toBe(1)
      expect(await allOrders(t)).toEqual([])

      await goOnline(context)
      await expect.poll(async () => (await allOrders(t)).length, { timeout: 20_000 }).toBe(1)
      await expect.poll(() => queued.count(), { timeout: 15_000 }).toBe(0)
      await page.waitForTimeout(3_000)
      expect(await allOrders(t)).toHaveLength(1)
    } finally {
      await context.close()
    }
  })
})
