import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Order } from '../../protocol/index.ts'
import { REPEAT_QUIET_MS } from '../../src/trading/ticket/submit-lock.ts'
import { demoApp } from './demo-app.ts'
import { flakyProxyFor } from './flaky-proxy.ts'
import { waitForServiceWorker } from './session.ts'
import { apiTrader, lastPrice, openAs } from './trader-api.ts'

/** Acceptance: two minutes of connections cut at random every 0.5 to 5 s. */
const CHAOS_MS = 120_000
const LOT = 0.00001

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Every toast a tab shows, kept on window so none is missed when it fades. */
const recordToasts = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { toasts: string[] }).toasts = seen
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? ''
        if (!el.hasAttribute('data-seen')) {
          el.setAttribute('data-seen', '')
          seen.push(text)
        }
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
const toastsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { toasts: string[] }).toasts)

/** Places limit buys of distinct sizes (the size names the order) until `until`. */
async function trade(page: Page, price: number, sizes: Generator<number>, until: number) {
  await page.getByLabel('Order type').selectOption('limit')
  await page.getByLabel('Price (USD)').fill(String(price))
  const sent: number[] = []
  while (Date.now() < until) {
    const size = sizes.next().value as number
    await page.getByLabel('Quantity (BTC)').fill(size.toFixed(5))
    await page.getByRole('button', { name: 'Buy BTC' }).click({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Place order' }).click({ timeout: 60_000 })
    sent.push(size)
    await page.waitForTimeout(REPEAT_QUIET_MS + 300)
  }
  return sent
}

function* sizesFrom(first: number, step: number): Generator<number> {
  for (let i = first; ; i += step) yield Number((0.001 + i * LOT).toFixed(5))
}

describe('chaos in Chromium: connections cut at random for two minutes', () => {
  const app = demoApp()
  const net = flakyProxyFor(app)

  it('places every reported order exactly once and every tab is current within 5 s of the last cut', async () => {
    const t = await apiTrader(app)
    const price = Math.round((await lastPrice(app, 'BTC-USD')) * 0.7)
    const { context, page: a } = await openAs(app, t, '/trading', undefined, net.url)
    try {
      await waitForServiceWorker(a)
      const b = await context.newPage()
      await b.goto('/trading')
      const watcher = await context.newPage()
      await watcher.goto('/dashboard')
      const tabs = [a, b, watcher]
      for (const tab of tabs) await recordToasts(tab)
      await a.getByRole('button', { name: 'Buy BTC' }).waitFor()
      await b.getByRole('button', { name: 'Buy BTC' }).waitFor()

      const until = Date.now() + CHAOS_MS
      let lastCut = Date.now()
      const chaos = (async () => {
        while (Date.now() < until) {
          await sleep(500 + Math.random() * 4_500)
          if (Math.random() < 0.3) {
            // Now and then the server stays unreachable for a moment, not only cut.
            net.down()
            await sleep(500 + Math.random() * 1_500)
            net.up()
          } else net.cut()
          lastCut = Date.now()
        }
      })()
      const [sentA, sentB] = await Promise.all([
        trade(a, price, sizesFrom(0, 2), until),
        trade(b, price, sizesFrom(1, 2), until),
        chaos,
      ])
      await chaos
      expect(sentA.length + sentB.length).toBeGreaterThan(20)

      const serverOrders = async () =>
        (await t.api<Order[]>('GET', '/orders?status=all&limit=1000')).map((o) => o.quantity)
      // Within 5 s of the last cut every tab shows live prices and the server's order list.
      const deadline = lastCut + 5_000
      for (const tab of tabs)
        await expect
          .poll(() => tab.locator('[data-stale]').count(), { timeout: deadline - Date.now() })
          .toBe(0)
      // The last replays may still be landing: each look compares with the server as it is then.
      for (const tab of [a, b]) {
        await tab.getByRole('tab', { name: /^Orders/ }).click()
        const openTab = tab.getByRole('tab', { name: /^Open orders/ })
        await expect
          .poll(
            async () => {
              const shown = (await openTab.textContent()) ?? ''
              return `${shown} / server ${(await serverOrders()).length}`
            },
            { timeout: Math.max(1_000, deadline - Date.now()) },
          )
          .toMatch(/^Open orders \((\d+)\) \/ server \1$/)
      }

      // Exactly once: no size twice at the server, and every size a tab reported placed is there.
      await sleep(3_000)
      const sizes = await serverOrders()
      expect(new Set(sizes).size).toBe(sizes.length)
      const reported = (await Promise.all([a, b].map(toastsOf)))
        .flat()
        .map((text) => /^Buy ([\d.]+) BTC-USD: (open|Queued — sends when online)/.exec(text))
        .flatMap((m) => (m?.[1] === undefined ? [] : [Number(m[1])]))
      expect(reported.length).toBeGreaterThan(0)
      for (const size of reported) expect(sizes).toContain(size)
      expect(sizes.every((s) => [...sentA, ...sentB].includes(s))).toBe(true)
    } finally {
      await context.close()
    }
  }, 240_000)
})
