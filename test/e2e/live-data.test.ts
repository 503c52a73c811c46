import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from './app-server.ts'
import { launchBrowser } from './browser.ts'
import { demoAccounts, newTab, serverSockets, signIn, type DemoAccounts } from './session.ts'

describe('live data in Chromium', () => {
  let server: AppServer
  let browser: Browser
  let accounts: DemoAccounts

  beforeAll(async () => {
    server = await startAppServer()
    browser = await launchBrowser()
    accounts = await demoAccounts(server.url)
  })
  afterAll(async () => {
    await browser.close()
    await server.stop()
  })

  it('changes dashboard prices while the page is open, without reloading', async () => {
    const context = await browser.newContext({ baseURL: server.url })
    const page = await context.newPage()
    await page.goto('/login')
    await signIn(page, accounts.trader.email, accounts.trader.password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    // A marker on window proves the page was not reloaded between the two readings.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))

    const cell = page.getByTestId('price-BTC-USD')
    await expect.poll(async () => (await cell.textContent())?.trim() ?? '').toMatch(/\d/)
    const first = (await cell.textContent())?.trim()
    const seen = new Set([first])
    await expect
      .poll(
        async () => {
          seen.add((await cell.textContent())?.trim())
          return seen.size
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(2)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    await context.close()
  })

  it('holds exactly one server socket for three signed-in tabs of one browser', async () => {
    const context = await browser.newContext({ baseURL: server.url })
    const first = await context.newPage()
    await first.goto('/login')
    await signIn(first, accounts.trader.email, accounts.trader.password)
    await first.waitForURL((u) => u.pathname === '/dashboard')
    const tabs = [first, await newTab(context, '/dashboard'), await newTab(context, '/spot')]
    // Every tab shows live prices or its page, so each one is attached to the engine.
    for (const tab of tabs.slice(0, 2)) {
      await expect.poll(async () => (await tab.getByTestId('price-BTC-USD').textContent()) ?? '').toMatch(/\d/)
    }
    await expect.poll(() => tabs[2]!.getByRole('heading', { name: 'Spot Trading' }).first().isVisible()).toBe(true)

    const count = async () => {
      const all = await serverSockets(server.url, accounts.admin)
      return all.byUser.find((u) => u.email === accounts.trader.email)?.sockets ?? 0
    }
    await expect.poll(count, { timeout: 10_000 }).toBe(1)
    // Still one a little later: no tab opened a socket of its own after settling.
    await new Promise((r) => setTimeout(r, 1500))
    expect(await count()).toBe(1)
    await context.close()
  })
})
