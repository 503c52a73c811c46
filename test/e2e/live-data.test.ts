import { describe, expect, it } from 'vitest'
import { demoApp, traderOnDashboard } from './demo-app.ts'
import { newTab, serverSockets, signIn } from './session.ts'

describe('live data in Chromium', () => {
  const app = demoApp()

  it('changes dashboard prices while the page is open, without reloading', async () => {
    const { context, page } = await traderOnDashboard(app)
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

  it('shows the portfolio as the server values it, line by line', async () => {
    const { context, page } = await traderOnDashboard(app)
    // Totals and each holding's value come from the server's `portfolio` push, not the page.
    const total = page.getByTestId('portfolio-total')
    await expect
      .poll(async () => (await total.textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/^\$[\d,]+\.\d\d$/)
    const btc = page.getByTestId('holding-BTC-USD-manual')
    await expect
      .poll(async () => (await btc.textContent()) ?? '')
      .toMatch(/held elsewhere.*\$[\d,]+/)
    await context.close()
  })

  it('holds exactly one server socket for three signed-in tabs of one browser', async () => {
    const context = await app.browser.newContext({ baseURL: app.server.url })
    const first = await context.newPage()
    await first.goto('/login')
    await signIn(first, app.accounts.trader.email, app.accounts.trader.password)
    await first.waitForURL((u) => u.pathname === '/dashboard')
    const tabs = [first, await newTab(context, '/dashboard'), await newTab(context, '/spot')]
    // Every tab shows live prices or its page, so each one is attached to the engine.
    for (const tab of tabs.slice(0, 2)) {
      await expect
        .poll(async () => (await tab.getByTestId('price-BTC-USD').textContent()) ?? '')
        .toMatch(/\d/)
    }
    await expect
      .poll(() => tabs[2]!.getByRole('heading', { name: 'Spot Trading' }).first().isVisible())
      .toBe(true)

    const count = async () => {
      const all = await serverSockets(app.server.url, app.accounts.admin)
      return all.byUser.find((u) => u.email === app.accounts.trader.email)?.sockets ?? 0
    }
    await expect.poll(count, { timeout: 10_000 }).toBe(1)
    // Still one a little later: no tab opened a socket of its own after settling.
    await new Promise((r) => setTimeout(r, 1500))
    expect(await count()).toBe(1)
    await context.close()
  })
})
