import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from './app-server.ts'
import { launchBrowser } from './browser.ts'
import { demoAccounts, pathOf, signIn, type DemoAccounts } from './session.ts'

describe('routes and guards in Chromium', () => {
  let server: AppServer
  let browser: Browser
  let accounts: DemoAccounts
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    server = await startAppServer()
    browser = await launchBrowser()
    accounts = await demoAccounts(server.url)
  })
  afterAll(async () => {
    await browser.close()
    await server.stop()
  })
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: server.url })
    page = await context.newPage()
  })
  afterEach(async () => {
    await context.close()
  })

  it('sends an unauthenticated visitor of /portfolio to /login, and back after login', async () => {
    await page.goto('/portfolio')
    await page.waitForURL((u) => u.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/portfolio')
    await signIn(page, accounts.trader.email, accounts.trader.password)
    await page.waitForURL((u) => u.pathname === '/portfolio')
    await expect.poll(() => page.getByRole('heading', { name: 'Portfolio' }).first().isVisible()).toBe(true)
  })

  it('lands the admin on /admin', async () => {
    await page.goto('/login')
    await signIn(page, accounts.admin.email, accounts.admin.password)
    await page.waitForURL((u) => u.pathname === '/admin')
    expect(pathOf(page)).toBe('/admin')
  })

  it('lands the trader on /dashboard and keeps them out of /admin', async () => {
    await page.goto('/login')
    await signIn(page, accounts.trader.email, accounts.trader.password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    await expect.poll(() => page.getByTestId('welcome').textContent()).toContain('Tess Trader')

    await page.goto('/admin')
    await page.waitForURL((u) => u.pathname === '/dashboard')
    expect(pathOf(page)).toBe('/dashboard')
  })

  it('shows the not-found page for an unknown path', async () => {
    await page.goto('/login')
    await signIn(page, accounts.trader.email, accounts.trader.password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    await page.goto('/no-such-page/here')
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true)
    expect(pathOf(page)).toBe('/no-such-page/here')
  })

  it('shows the not-found page to a signed-out visitor of an unknown path too', async () => {
    await page.goto('/definitely-not-a-route')
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true)
  })
})
