import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoApp } from './demo-app.ts'
import { shockMarket } from './session.ts'
import { apiTrader, openAs, type ApiTrader } from './trader-api.ts'
import { axeOn } from './axe.ts'

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeOn(page).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A small gold market order: it fills against the market makers, so a real fill notice follows. */
const buyGold = (t: ApiTrader) =>
  t.api('POST', '/orders', {
    portfolioId: t.portfolioId,
    symbol: 'XAU-USD',
    side: 'buy',
    orderType: 'market',
    quantity: 0.01,
  })

describe('notifications in Chromium', () => {
  const app = demoApp()

  it('arrive live, count on the bell (99+), are read, filtered by preference and cleared', async () => {
    const trader = await apiTrader(app)
    const { context, page } = await openAs(app, trader, '/notifications')
    const bell = page.getByTestId('notification-bell')
    const items = page.getByTestId('notification-item')
    await page.getByTestId('notifications-empty').waitFor()
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 0 unread')

    // A fill arrives live: a toast, the list and the bell.
    await buyGold(trader)
    await page.getByTestId('toast').filter({ hasText: 'Order filled' }).first().waitFor()
    await items.first().waitFor()
    expect(await items.first().getAttribute('data-read')).toBe('false')
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread')
    expect(await page.getByTestId('unread-badge').textContent()).toBe('1')

    // Mark read lowers the count; the item is no longer marked unread.
    await items
      .first()
      .getByRole('button', { name: /^Mark read/ })
      .click()
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 0 unread')
    expect(await items.first().getAttribute('data-read')).toBe('true')

    // Trading alerts off: the next fill leaves no notification at all.
    const tradingSwitch = page.getByRole('switch', { name: 'Trading alerts' })
    await tradingSwitch.click()
    await expect.poll(() => tradingSwitch.isChecked()).toBe(false)
    await expect
      .poll(
        async () =>
          (await trader.api<{ tradingAlerts: boolean }>('GET', '/notifications/preferences'))
            .tradingAlerts,
      )
      .toBe(false)
    await buyGold(trader)
    await tradingSwitch.click()
    await expect.poll(() => tradingSwitch.isChecked()).toBe(true)
    await buyGold(trader)
    // The fill after switching back is shown; the one before it never is.
    await expect.poll(() => items.count()).toBe(2)
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread')
    const stored = await trader.api<unknown[]>('GET', '/notifications')
    expect(stored).toHaveLength(2)

    // More than 99 unread: the badge says 99+.
    for (let batch = 0; batch < 10; batch++)
      await Promise.all(Array.from({ length: 10 }, () => buyGold(trader)))
    await expect
      .poll(() => page.getByTestId('unread-badge').textContent(), { timeout: 15_000 })
      .toBe('99+')
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 101 unread')
    await expect.poll(() => items.count()).toBe(100)

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport)
      expect(await seriousViolations(page), `${viewport.width} px`).toEqual([])
    }

    // Clear all, confirmed in the dialog, empties the list and the bell.
    await page.getByRole('button', { name: 'Clear all' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Clear all' }).click()
    await page.getByTestId('notifications-empty').waitFor()
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 0 unread')
    expect(await page.getByTestId('unread-badge').count()).toBe(0)
    expect(await trader.api<unknown[]>('GET', '/notifications')).toEqual([])
    await context.close()
  })

  it('a price alert set from the order book fires on a shock: toast, notification, triggered', async () => {
    const trader = await apiTrader(app)
    const { context, page } = await openAs(app, trader, '/spot')
    const bells = page.locator('.book-asks [data-testid="book-alert"]')
    await bells.nth(2).waitFor()

    // One from the chart, well below the market: the shock up leaves it waiting. The form and
    // the book's bells pass axe, wide and narrow.
    await page.getByRole('button', { name: 'Set a price alert on this chart' }).click()
    const alertPrice = page.getByRole('spinbutton', { name: 'Alert price' })
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport)
      expect(await seriousViolations(page), `/spot ${viewport.width} px`).toEqual([])
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    const start = Number(await alertPrice.inputValue())
    expect(start).toBeGreaterThan(0)
    await alertPrice.fill(String(Math.round(start * 0.8)))
    await page.getByRole('button', { name: 'Set alert at this price' }).click()
    await page
      .getByTestId('toast')
      .filter({ hasText: /Alert set: .+ at or below / })
      .first()
      .waitFor()

    // And one from the book: the highest ask shown (asks are drawn best at the bottom), above the
    // last price, so it waits for the market to rise; set just before the shock, so its toast
    // cannot have come and gone before it is looked for.
    await bells.first().click()
    await page
      .getByTestId('toast')
      .filter({ hasText: /Alert set: .+ at or above / })
      .first()
      .waitFor()
    const alerts = await trader.api<{ symbol: string; condition: string }[]>('GET', '/price-alerts')
    expect(alerts.map((a) => a.condition).sort()).toEqual(['above', 'below'])
    const alert = alerts.find((a) => a.condition === 'above')
    if (!alert) throw new Error('no alert stored')

    // The market may get there on its own first; the shock makes sure it does.
    await shockMarket(app.server.url, app.accounts.admin, alert.symbol, 3)
    const title = `Price alert: ${alert.symbol}`
    await page.getByTestId('toast').filter({ hasText: title }).first().waitFor({ timeout: 10_000 })

    await page.goto('/notifications')
    await page.getByTestId('notification-item').filter({ hasText: title }).waitFor()
    const fired = page.locator('[data-testid="price-alert"][data-triggered="true"]')
    await fired.waitFor()
    expect(await fired.getAttribute('data-active')).toBe('false')
    const waiting = page.locator('[data-testid="price-alert"][data-triggered="false"]')
    expect(await waiting.getAttribute('data-active')).toBe('true')
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
})
