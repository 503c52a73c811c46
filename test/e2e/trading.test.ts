import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { Order, Position } from '../../protocol/index.ts'
import { formatMoney, formatPrice } from '../../src/lib/format.ts'
import { REPEAT_QUIET_MS } from '../../src/trading/ticket/submit-lock.ts'
import { demoApp, type DemoApp } from './demo-app.ts'
import { newTab, serverSockets } from './session.ts'
import { tokenResponse } from '../../protocol/index.ts'
import { apiTrader, lastPrice, openAs as openTab, type ApiTrader } from './trader-api.ts'

const SYMBOL = 'BTC-USD'

const activeOrders = (t: ApiTrader) => t.api<Order[]>('GET', '/orders?status=active')
const allOrders = (t: ApiTrader) => t.api<Order[]>('GET', '/orders?status=all')
const positions = (t: ApiTrader) => t.api<Position[]>('GET', '/positions')

async function fillTicket(page: Page, fields: { price?: number; quantity: number }) {
  if (fields.price !== undefined) await page.getByLabel('Price (USD)').fill(String(fields.price))
  await page.getByLabel('Quantity (BTC)').fill(String(fields.quantity))
}

/** An administrator halts or resumes `symbol` over the admin API, as the admin panel does. */
async function adminMarket(app: DemoApp, symbol: string, action: 'halt' | 'resume') {
  const base = `${app.server.url}/api/v1`
  const { admin } = app.accounts
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: admin.email, password: admin.password }).toString(),
  })
  const { access_token: token } = tokenResponse.parse(await login.json())
  const halt = action === 'halt'
  const res = await fetch(`${base}/admin/markets/${symbol}/${action}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(halt ? { 'content-type': 'application/json' } : {}),
    },
    ...(halt ? { body: JSON.stringify({ reason: 'Scheduled maintenance' }) } : {}),
  })
  if (!res.ok) throw new Error(`${action} ${symbol}: ${res.status} ${await res.text()}`)
}

/** Where `price` is drawn on the candle chart's price plot, from the scale it shows. */
async function yOf(page: Page, price: number): Promise<{ x: number; y: number }> {
  const root = page.getByTestId('candle-chart').locator('.uplot').first()
  const over = root.locator('.u-over')
  const box = await over.boundingBox()
  const min = Number(await root.getAttribute('data-y-min'))
  const max = Number(await root.getAttribute('data-y-max'))
  if (!box || !(max > min)) throw new Error('chart not drawn')
  if (price < min || price > max) throw new Error(`${price} outside ${min}..${max}`)
  return { x: box.x + box.width * 0.5, y: box.y + ((max - price) / (max - min)) * box.height }
}

describe('trading screens in Chromium', () => {
  const app = demoApp()
  // Closed after each test, passed or failed, so no socket outlives its test.
  const opened: BrowserContext[] = []
  const openAs = async (...args: Parameters<typeof openTab>) => {
    const tab = await openTab(...args)
    opened.push(tab.context)
    return tab
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.close()))
  })

  it('places, modifies (inline and by dragging), cancels; fills, closes in part then all', async () => {
    const t = await apiTrader(app)
    const { page } = await openAs(app, t, '/trading')
    const last = await lastPrice(app, SYMBOL)
    const price = Math.round(last * 0.99)
    await fillTicket(page, { price, quantity: 0.01 })
    await page.getByRole('button', { name: 'Buy BTC' }).click()
    await page.getByRole('button', { name: 'Place order' }).click()

    await page.getByRole('tab', { name: /^Orders/ }).click()
    await page.getByRole('button', { name: /^Modify buy/ }).waitFor()
    expect(await activeOrders(t)).toHaveLength(1)

    // Inline, in the orders table.
    const moved = price - 50
    await page.getByRole('button', { name: /^Modify buy/ }).click()
    await page.getByLabel(/^New price for/).fill(String(moved))
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await activeOrders(t))[0]?.price).toBe(moved)

    // By dragging its line on the chart.
    await expect
      .poll(() => page.getByTestId('candle-chart').locator('.uplot').count())
      .toBeGreaterThan(0)
    // Up, halfway to the market on the chart's own scale: a higher bid that still rests below it.
    const now = await lastPrice(app, SYMBOL)
    const from = await yOf(page, moved)
    const to = await yOf(page, moved + (now - moved) / 2)
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(from.x, to.y, { steps: 6 })
    await page.mouse.up()
    await expect
      .poll(async () => (await activeOrders(t))[0]?.price ?? Number.NaN, { timeout: 10_000 })
      .toBeGreaterThan(moved)
    expect((await activeOrders(t))[0]?.price).toBeLessThan(now)

    await page.getByRole('button', { name: /^Cancel buy/ }).click()
    await expect.poll(async () => (await activeOrders(t)).length).toBe(0)
    await page.getByRole('tab', { name: /^History/ }).click()
    await expect.poll(() => page.getByText('Cancelled').count()).toBeGreaterThan(0)

    // A market buy fills; the position shows; closed in part, then all.
    await page.getByLabel('Order type').selectOption('market')
    await fillTicket(page, { quantity: 0.02 })
    await page.getByRole('button', { name: 'Buy BTC' }).click()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('tab', { name: 'Positions' }).click()
    await page.getByRole('button', { name: /^Close part of/ }).click()
    await page.getByRole('dialog').getByRole('textbox').fill('0.01')
    await page.getByRole('dialog').getByRole('button', { name: 'Close part' }).click()
    await expect
      .poll(async () => (await positions(t)).find((p) => p.symbol === SYMBOL)?.quantity)
      .toBeCloseTo(0.01, 8)
    await page.waitForTimeout(REPEAT_QUIET_MS + 200)
    await page.getByRole('button', { name: /^Close (?!part)/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close position' }).click()
    await expect.poll(async () => (await positions(t)).some((p) => p.symbol === SYMBOL)).toBe(false)
    await page.getByText('No open positions').waitFor()
  })

  it('shows a 10x perpetual’s margin and liquidation price as the server has them', async () => {
    const t = await apiTrader(app)
    const { page } = await openAs(app, t, '/perps')
    await page.getByLabel('Order type').selectOption('market')
    await page.getByLabel(/^Leverage \(up to/).fill('10')
    await fillTicket(page, { quantity: 0.01 })
    await page
      .getByRole('button', { name: /^(Buy|Long)/ })
      .last()
      .click()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect.poll(async () => (await positions(t)).some((p) => p.market === 'perp')).toBe(true)
    const perp = (await positions(t)).find((p) => p.market === 'perp')
    if (perp?.market !== 'perp') throw new Error('no perp')
    expect(perp.leverage).toBe(10)
    const row = page.getByRole('row').filter({ hasText: '10x' })
    await expect.poll(() => row.textContent()).toContain(formatPrice(perp.liquidationPrice))
    expect(await row.textContent()).toContain(formatMoney(perp.margin))
  })

  it('creates exactly one order per fast double click or double Enter, confirm on or off', async () => {
    const t = await apiTrader(app)
    const { page } = await openAs(app, t, '/trading')
    const price = Math.round((await lastPrice(app, SYMBOL)) * 0.9)
    // Each step is a new intent, made after the ticket's quiet time of a human pause.
    const expectOrders = async (n: number) => {
      await expect.poll(async () => (await allOrders(t)).length, { timeout: 10_000 }).toBe(n)
      await page.waitForTimeout(REPEAT_QUIET_MS + 200)
    }

    // Confirm on: the dialog's button, clicked twice fast; then Enter twice in it.
    await fillTicket(page, { price, quantity: 0.01 })
    await page.getByRole('button', { name: 'Buy BTC' }).click()
    await page.getByRole('button', { name: 'Place order' }).dblclick()
    await expectOrders(1)
    await page.getByRole('button', { name: 'Buy BTC' }).click()
    await page.getByRole('button', { name: 'Place order' }).waitFor()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expectOrders(2)

    // Confirm off ("Don't ask again"): the ticket's own button, and Enter in its field.
    await page.getByRole('button', { name: 'Buy BTC' }).click()
    await page.getByLabel("Don't ask again").check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expectOrders(3)
    await page.getByRole('button', { name: 'Buy BTC' }).dblclick()
    await expectOrders(4)
    await page.getByLabel('Quantity (BTC)').fill('0.01')
    await page.getByLabel('Quantity (BTC)').press('Enter')
    await page.getByLabel('Quantity (BTC)').press('Enter')
    await expectOrders(5)
    // Nothing more arrives later.
    await new Promise((r) => setTimeout(r, 1500))
    expect(await allOrders(t)).toHaveLength(5)
  })

  it('shares one orderbook subscription between two tabs; an order shows in both', async () => {
    const books = async () => {
      const all = await serverSockets(app.server.url, app.accounts.admin)
      return all.streams.find((s) => s.channel === 'orderbook' && s.symbol === SYMBOL)?.sockets ?? 0
    }
    // The other tests' browsers have closed their sockets.
    await expect.poll(books, { timeout: 20_000 }).toBe(0)
    const before = 0
    const t = await apiTrader(app)
    const { context, page } = await openAs(app, t, '/trading')
    const second = await newTab(context, '/trading')
    await second.getByLabel('Price (USD)').waitFor()
    await expect.poll(books, { timeout: 10_000 }).toBe(before + 1)

    const price = Math.round((await lastPrice(app, SYMBOL)) * 0.9)
    await fillTicket(page, { price, quantity: 0.01 })
    await page.getByRole('button', { name: 'Buy BTC' }).click()
    await page.getByRole('button', { name: 'Place order' }).click()
    await second.getByRole('tab', { name: /^Orders/ }).click()
    await second.getByRole('button', { name: /^Modify buy/ }).waitFor({ timeout: 1500 })
    expect(await books()).toBe(before + 1)
  })

  it('shows a halted symbol as Halted with the submit disabled, and trading again on resume', async () => {
    const t = await apiTrader(app)
    const { page } = await openAs(app, t, '/trading')
    const submit = page.getByRole('button', { name: 'Buy BTC' })
    const badge = page.getByTestId('symbol-halted')
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true)

    await adminMarket(app, SYMBOL, 'halt')
    try {
      await badge.waitFor({ timeout: 5000 })
      expect(await badge.textContent()).toBe('Halted')
      await expect.poll(() => submit.isDisabled()).toBe(true)
      // The server's own refusal words, tied to the button for a screen reader.
      const note = page.getByTestId('ticket-halted')
      expect(await note.textContent()).toBe('Trading in BTC-USD is halted')
      expect(await submit.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'))
    } finally {
      await adminMarket(app, SYMBOL, 'resume')
    }
    await badge.waitFor({ state: 'detached', timeout: 5000 })
    await expect.poll(() => submit.isEnabled()).toBe(true)
    expect(await page.getByTestId('ticket-halted').count()).toBe(0)
  })
})
