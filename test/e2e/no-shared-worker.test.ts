import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '../../protocol/index.ts'
import { demoApp, type DemoApp } from './demo-app.ts'
import { newTab, serverSockets, signIn } from './session.ts'
import { apiTrader, lastPrice, type ApiTrader } from './trader-api.ts'

/** The tab whose dedicated worker runs the engine (Playwright lists a page's own workers). */
const runsEngine = (page: Page): boolean =>
  page.workers().some((w) => w.url().includes('dedicated-worker'))

/** Waits until the dashboard's BTC price has shown two values it did not show before. */
async function seesLivePrices(page: Page): Promise<void> {
  const cell = page.getByTestId('price-BTC-USD')
  const seen = new Set([(await cell.textContent())?.trim() ?? ''])
  await expect
    .poll(
      async () => {
        const text = (await cell.textContent())?.trim() ?? ''
        if (/\d/.test(text)) seen.add(text)
        return seen.size
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(2)
}

/** A resting buy 2 % under the market, placed over the API: the app learns of it by push. */
async function restingBuy(app: DemoApp, t: ApiTrader): Promise<void> {
  const price = Math.round((await lastPrice(app, 'BTC-USD')) * 0.98)
  await t.api<Order>('POST', '/orders', {
    portfolioId: t.portfolioId,
    symbol: 'BTC-USD',
    side: 'buy',
    orderType: 'limit',
    price,
    quantity: 0.01,
  })
}

const activeTab = (page: Page, count: number) =>
  page.getByRole('tab', { name: `Active orders (${count})` })

describe('without SharedWorker, in Chromium', () => {
  const app = demoApp()
  const opened: BrowserContext[] = []
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.close()))
  })

  it('three tabs share one engine and one socket; the leader closing hands it on within 5 s', async () => {
    const t = await apiTrader(app)
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width: 1440, height: 900 },
    })
    opened.push(context)
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'SharedWorker')
    })
    const first = await context.newPage()
    await first.goto('/login')
    expect(await first.evaluate(() => 'SharedWorker' in window)).toBe(false)
    await signIn(first, t.email, t.password)
    await first.waitForURL((u) => u.pathname === '/dashboard')
    const tabs = [first, await newTab(context, '/dashboard'), await newTab(context, '/orders')]
    const [, dashboard, orders] = tabs as [Page, Page, Page]
    // A call failed by the handover must be caught where it was made, never left unhandled.
    const errors: string[] = []
    for (const tab of tabs) tab.on('pageerror', (err) => errors.push(err.message))

    const sockets = async () =>
      (await serverSockets(app.server.url, app.accounts.admin)).byUser.find(
        (u) => u.email === t.email,
      )?.sockets ?? 0

    // One engine: the first tab's worker, and the others reach it.
    await expect.poll(() => tabs.filter(runsEngine).length).toBe(1)
    expect(runsEngine(first)).toBe(true)
    await seesLivePrices(first)
    await seesLivePrices(dashboard)
    await activeTab(orders, 0).waitFor()
    await restingBuy(app, t)
    await activeTab(orders, 1).waitFor({ timeout: 10_000 })
    await expect.poll(sockets, { timeout: 10_000 }).toBe(1)
    await new Promise((r) => setTimeout(r, 1500))
    expect(await sockets()).toBe(1)

    // The leader closes: one of the others runs the engine within 5 s.
    await first.close()
    await expect
      .poll(() => [dashboard, orders].filter(runsEngine).length, { timeout: 5_000 })
      .toBe(1)

    // Both still signed in, with live prices and live orders from the new engine.
    await seesLivePrices(dashboard)
    await restingBuy(app, t)
    await activeTab(orders, 2).waitFor({ timeout: 10_000 })
    expect(new URL(dashboard.url()).pathname).toBe('/dashboard')
    expect(new URL(orders.url()).pathname).toBe('/orders')
    await expect.poll(sockets, { timeout: 10_000 }).toBe(1)
    await new Promise((r) => setTimeout(r, 1500))
    expect(await sockets()).toBe(1)
    expect(errors).toEqual([])
  })
})
