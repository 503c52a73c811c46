import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { STALE_AFTER_MS } from '../../src/data/price-staleness.ts'
import { SAVE_EVERY_MS } from '../../workers/engine/market/last-seen.ts'
import { demoApp } from './demo-app.ts'
import { flakyProxyFor } from './flaky-proxy.ts'
import { waitForServiceWorker } from './session.ts'
import { apiTrader, lastPrice, openAs } from './trader-api.ts'

const priceText = (page: Page) => page.locator('.symbol-current-price').first().textContent()

describe('offline reading in Chromium: what was seen online stays readable, marked with its age', () => {
  const app = demoApp()
  const net = flakyProxyFor(app)

  it('marks prices stale when the feed stops, then reopens /trading, /orders, /notifications, /charts and /portfolio offline from IndexedDB', async () => {
    const t = await apiTrader(app)
    const limit = Math.round((await lastPrice(app, 'BTC-USD')) * 0.8)
    await t.api('POST', '/orders', {
      portfolioId: t.portfolioId,
      symbol: 'BTC-USD',
      side: 'buy',
      orderType: 'limit',
      quantity: 0.001,
      price: limit,
    })
    // A fill leaves a notification for the list the engine keeps.
    await t.api('POST', '/orders', {
      portfolioId: t.portfolioId,
      symbol: 'BTC-USD',
      side: 'buy',
      orderType: 'market',
      quantity: 0.001,
    })
    let context: BrowserContext | undefined
    try {
      const opened = await openAs(app, t, '/trading', undefined, net.url)
      context = opened.context
      const page = opened.page
      await waitForServiceWorker(page)
      await page.getByRole('tab', { name: /^Orders/ }).click()
      await page.getByTestId('active-orders').getByText('0.001').first().waitFor()
      await expect.poll(() => priceText(page)).toMatch(/\d/)
      await expect
        .poll(() => page.getByTestId('notification-bell').getAttribute('aria-label'))
        .toMatch(/1 unread/)
      await page.getByRole('list', { name: /bids/i }).first().waitFor()
      expect(await page.getByTestId('price-stale').count()).toBe(0)
      // /portfolio seen online: its lists and its curve are kept for offline reading too.
      const seen = await context.newPage()
      await seen.goto('/portfolio')
      await seen
        .getByTestId('equity-curve')
        .locator('[data-testid="equity-plot"], [data-testid="equity-empty"]')
        .first()
        .waitFor({ timeout: 15_000 })
      await seen.close()
      // The engine saves the last price and book seen every few seconds, never per tick.
      await page.waitForTimeout(SAVE_EVERY_MS + 1_000)

      // The server stops answering: the price on screen is marked stale, never shown as live.
      net.down()
      await page.getByTestId('price-stale').waitFor({ timeout: STALE_AFTER_MS + 5_000 })
      expect(await page.getByTestId('price-stale').textContent()).toMatch(
        /^Stale · last update \d\d:\d\d:\d\d$/,
      )

      // A reload with no network at all opens from the service worker and IndexedDB.
      await context.setOffline(true)
      await page.reload()
      await page.getByTestId('offline-banner').waitFor({ timeout: 20_000 })
      await expect.poll(() => priceText(page), { timeout: 15_000 }).toMatch(/\d/)
      await page.getByTestId('price-stale').waitFor()
      await page.getByTestId('book-not-live').waitFor({ timeout: 15_000 })
      expect(await page.getByTestId('book-not-live').textContent()).toMatch(
        /^Not live · \d\d:\d\d:\d\d$/,
      )
      await page.getByTestId('chart-offline-note').waitFor({ timeout: 15_000 })
      expect(await page.getByTestId('chart-offline-note').textContent()).toMatch(
        /^Offline — showing saved candles up to \d\d:\d\d:\d\d$/,
      )
      await page.getByRole('tab', { name: /^Orders/ }).click()
      await page.getByTestId('active-orders').getByText('0.001').first().waitFor()
      await page.getByTestId('orders-saved-note').first().waitFor()

      const orders = await context.newPage()
      await orders.goto('/orders')
      await orders
        .getByTestId('active-orders')
        .getByText('0.001')
        .first()
        .waitFor({ timeout: 20_000 })
      expect(await orders.getByTestId('orders-saved-note').first().textContent()).toMatch(
        /^Offline — showing orders saved at \d\d:\d\d/,
      )

      const notes = await context.newPage()
      await notes.goto('/notifications')
      await notes
        .getByText(/^Bought 0\.001 BTC-USD at /)
        .first()
        .waitFor({ timeout: 20_000 })
      expect(await notes.getByTestId('notifications-saved-note').textContent()).toMatch(
        /^Offline: saved notifications, last updated \d\d:\d\d/,
      )

      // /charts draws from the same saved candles, marked with their age.
      const charts = await context.newPage()
      await charts.goto('/charts')
      const chartNote = charts.getByTestId('chart-offline-note').first()
      await chartNote.waitFor({ timeout: 20_000 })
      expect(await chartNote.textContent()).toMatch(
        /^Offline — showing saved candles up to \d\d:\d\d:\d\d$/,
      )

      const portfolio = await context.newPage()
      await portfolio.goto('/portfolio')
      const portfolioNote = portfolio.getByTestId('portfolio-saved-note')
      await portfolioNote.waitFor({ timeout: 20_000 })
      expect(await portfolioNote.textContent()).toMatch(
        /^Offline — showing data last updated .+\d:\d\d/,
      )
      await portfolio.getByTestId('equity-saved-note').waitFor()

      // Back online, the same tab is live again without a reload.
      net.up()
      await context.setOffline(false)
      await expect.poll(() => page.getByTestId('price-stale').count(), { timeout: 20_000 }).toBe(0)
    } finally {
      await context?.close()
    }
  })
})
