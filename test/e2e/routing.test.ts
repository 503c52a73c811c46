import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { demoApp } from './demo-app.ts'
import { pathOf, signIn } from './session.ts'

describe('routes and guards in Chromium', () => {
  const app = demoApp()
  let context: BrowserContext
  let page: Page
  beforeEach(async () => {
    context = await app.browser.newContext({ baseURL: app.server.url })
    page = await context.newPage()
  })
  afterEach(async () => {
    await context.close()
  })

  it('sends an unauthenticated visitor of /portfolio to /login, and back after login', async () => {
    await page.goto('/portfolio')
    await page.waitForURL((u) => u.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/portfolio')
    await signIn(page, app.accounts.trader.email, app.accounts.trader.password)
    await page.waitForURL((u) => u.pathname === '/portfolio')
    await expect
      .poll(() => page.getByRole('heading', { name: 'Portfolio' }).first().isVisible())
      .toBe(true)
  })

  it('lands the admin on /admin', async () => {
    await page.goto('/login')
    await signIn(page, app.accounts.admin.email, app.accounts.admin.password)
    await page.waitForURL((u) => u.pathname === '/admin')
    expect(pathOf(page)).toBe('/admin')
  })

  it('lands the trader on /dashboard and keeps them out of /admin', async () => {
    await page.goto('/login')
    await signIn(page, app.accounts.trader.email, app.accounts.trader.password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    await expect.poll(() => page.getByTestId('welcome').textContent()).toContain('Tess Trader')

    await page.goto('/admin')
    await page.waitForURL((u) => u.pathname === '/dashboard')
    expect(pathOf(page)).toBe('/dashboard')
  })

  it('shows the not-found page for an unknown path', async () => {
    await page.goto('/login')
    await signIn(page, app.accounts.trader.email, app.accounts.trader.password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    await page.goto('/no-such-page/here')
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true)
    expect(pathOf(page)).toBe('/no-such-page/here')
  })

  it('shows the not-found page to a signed-out visitor of an unknown path too', async () => {
    await page.goto('/definitely-not-a-route')
    await expect
      .poll(() => page.getByTestId('not-found').isVisible(), { timeout: 15_000 })
      .toBe(true)
  })
})
