import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoApp } from './demo-app.ts'
import { apiTrader, lastPrice, openAs } from './trader-api.ts'
import { startFlakyProxy, type Verdict } from './flaky-proxy.ts'

const chartLabel = (page: Page) =>
  page.getByTestId('candle-chart').locator('[role="img"]').first().getAttribute('aria-label')
const loadedCandles = async (page: Page) =>
  Number(
    await page.getByTestId('candle-chart').locator('.uplot').first().getAttribute('data-candles'),
  )
/** Fills and sends a limit buy 5 % below the market from the ticket on /trading. */
const sendLimitBuy = async (page: Page, price: number) => {
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  await page.getByLabel('Price (USD)').fill(String(Math.round(price * 0.95)))
  await page.getByLabel('Quantity (BTC)').fill('0.01')
  await page.getByRole('button', { name: 'Buy BTC' }).click()
  await page.getByRole('button', { name: 'Place order' }).click()
}

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'))

describe('trading screens in Chromium: chart, symbol, shortcuts, messages', () => {
  const app = demoApp()

  it('moves the last candle, loads older history, switches symbol, answers every shortcut', async () => {
    const t = await apiTrader(app)
    const { context, page } = await openAs(app, t, '/trading')
    try {
      await expect.poll(() => chartLabel(page), { timeout: 20_000 }).toMatch(/BTC-USD.*\d/)
      const first = await chartLabel(page)
      await expect.poll(() => chartLabel(page), { timeout: 20_000 }).not.toBe(first)

      // Scrolling back to the oldest loaded candle loads older ones.
      const before = await loadedCandles(page)
      await page.getByTestId('candle-chart').locator('[role="img"]').first().focus()
      await page.keyboard.press('Home')
      await expect.poll(() => loadedCandles(page), { timeout: 15_000 }).toBeGreaterThan(before)

      // None fires while typing in a field.
      const search = page.getByPlaceholder('Search symbols')
      await search.focus()
      await page.keyboard.type('bsk')
      expect(await search.inputValue()).toBe('bsk')
      expect(await page.getByRole('dialog').count()).toBe(0)
      await search.fill('')
      await page.keyboard.press('Escape')
      await page.locator('body').click({ position: { x: 5, y: 5 } })

      // The shortcuts (SPEC §9).
      await page.keyboard.press('s')
      await page.getByRole('button', { name: 'Sell BTC' }).waitFor()
      expect(await focusedTestId(page)).toBe('order-ticket')
      await page.keyboard.press('Escape')
      await page.locator('body').click({ position: { x: 5, y: 5 } })
      await page.keyboard.press('b')
      await page.getByRole('button', { name: 'Buy BTC' }).waitFor()
      await page.locator('body').click({ position: { x: 5, y: 5 } })
      await page.keyboard.press('k')
      expect(await focusedTestId(page)).toBe('workspace-chart')
      await page.keyboard.press('o')
      expect(await focusedTestId(page)).toBe('workspace-book')
      await page.keyboard.press('p')
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('workspace-bottom')
      await page.keyboard.press('c')
      await page.getByRole('dialog', { name: 'No open orders' }).waitFor()
      await page.keyboard.press('Escape')
      await page.keyboard.press('?')
      await page.getByRole('dialog', { name: /shortcuts/i }).waitFor()
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

      // '/' goes to the search; choosing ETH changes book, trades and chart.
      await page.keyboard.press('/')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe(
        'Search symbols',
      )
      await page.keyboard.type('ETH-USD')
      await page
        .getByRole('option', { name: /ETH-USD/ })
        .first()
        .waitFor()
      await page.keyboard.press('Enter')
      await page.getByText('Size (ETH)').first().waitFor()
      await page.getByLabel('Recent trades of ETH-USD').waitFor()
      await expect.poll(() => chartLabel(page), { timeout: 20_000 }).toMatch(/ETH-USD/)
      await page.getByRole('button', { name: 'Buy ETH' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('says "No portfolio selected" and the server’s reason', async () => {
    const bare = await apiTrader(app, false)
    const first = await openAs(app, bare, '/trading')
    await first.page
      .getByTestId('ticket-no-portfolio')
      .filter({ hasText: 'No portfolio selected' })
      .waitFor()
    await first.context.close()

    const t = await apiTrader(app)
    const { context, page } = await openAs(app, t, '/trading')
    try {
      const price = Math.round((await lastPrice(app, 'BTC-USD')) * 1.01)
      await page.getByRole('button', { name: 'Sell', exact: true }).click()
      await page.getByLabel('Price (USD)').fill(String(price))
      await page.getByLabel('Quantity (BTC)').fill('1')
      await page.getByRole('button', { name: 'Sell BTC' }).click()
      await page.getByRole('button', { name: 'Place order' }).click()
      await page
        .getByText(/^Insufficient holdings/)
        .first()
        .waitFor()
    } finally {
      await context.close()
    }
  })
  it('says "Position not found" when the position was closed elsewhere while its dialog was open', async () => {
    const t = await apiTrader(app)
    const order = (side: 'buy' | 'sell') =>
      t.api('POST', '/orders', {
        portfolioId: t.portfolioId,
        symbol: 'BTC-USD',
        side,
        orderType: 'market',
        quantity: 0.01,
      })
    await order('buy')
    const { context, page } = await openAs(app, t, '/trading')
    try {
      await page.getByRole('tab', { name: 'Positions' }).click()
      await page.getByRole('button', { name: /^Close (?!part)/ }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      // Another device sells it all; the row goes, the trader still confirms the open dialog.
      await order('sell')
      await page.getByText('No open positions').waitFor({ state: 'attached' })
      await dialog.getByRole('button', { name: 'Close position' }).click()
      await page.getByText('Position not found', { exact: true }).first().waitFor()
      const sells = (await t.api<{ side: string }[]>('GET', '/orders?status=all')).filter(
        (o) => o.side === 'sell',
      )
      expect(sells).toHaveLength(1)
    } finally {
      await context.close()
    }
  })

  it('says "Not authenticated" when the session ended elsewhere, "Failed to place order" when the server behind its gateway is down', async () => {
    const price = await lastPrice(app, 'BTC-USD')
    const net = await startFlakyProxy(app.server)
    const placeWhile = async (
      decide: (method: string, path: string, refreshToken: string) => Promise<Verdict>,
      message: string,
    ): Promise<string[]> => {
      const t = await apiTrader(app)
      const { context, page } = await openAs(app, t, '/trading', undefined, net.url)
      try {
        await page.getByRole('button', { name: 'Buy BTC' }).waitFor()
        const refresh = (await context.cookies()).find((c) => c.name === 'refresh_token')?.value
        const from = net.seen.length
        net.decide((method, path) =>
          path === '/api/v1/orders' ? decide(method, path, refresh ?? '') : 'pass',
        )
        await sendLimitBuy(page, price)
        await page.getByText(message, { exact: true }).first().waitFor({ timeout: 20_000 })
        return net.seen.slice(from).filter((r) => r === 'POST /api/v1/orders')
      } finally {
        net.decide(() => 'pass')
        await context.close()
      }
    }
    try {
      // Signed out on another device while the order is on its way: the server ends the session.
      const ended = await placeWhile(async (method, _path, refresh) => {
        if (method !== 'POST') return 'pass'
        const res = await fetch(`${app.server.url}/api/v1/auth/logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: refresh }),
        })
        expect(res.status).toBe(204)
        return 'pass'
      }, 'Not authenticated')
      expect(ended).toHaveLength(1)

      // The server behind its gateway is down: every retry gets a 502, then the trader is told.
      // (With no connection at all the order is queued instead: sync-trades.test.ts.)
      const refused = await placeWhile(
        (method) => Promise.resolve(method === 'POST' ? 'bad-gateway' : 'pass'),
        'Failed to place order',
      )
      expect(refused.length).toBeGreaterThan(1)
    } finally {
      await net.stop()
    }
  })
})
