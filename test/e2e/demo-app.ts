import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startAppServer, type AppServer } from './app-server.ts'
import { launchBrowser } from './browser.ts'
import { demoAccounts, signIn, type DemoAccounts } from './session.ts'

export interface DemoApp {
  server: AppServer
  browser: Browser
  accounts: DemoAccounts
}

/**
 * One `npm start` server in demo mode (with `env` added to its environment) and one Chromium for
 * the calling test file, started before its tests and stopped after them (the fields are set
 * once `beforeAll` has run).
 */
export function demoApp(env?: Record<string, string>): DemoApp {
  const app = {} as DemoApp
  beforeAll(async () => {
    // The browser starts while the server does: neither needs the other yet.
    const browser = launchBrowser()
    try {
      app.server = await startAppServer(env ? { env } : {})
    } finally {
      app.browser = await browser
    }
    app.accounts = await demoAccounts(app.server.url)
  })
  afterAll(async () => {
    await Promise.all([app.browser?.close(), app.server?.stop()])
  })
  return app
}

/** A fresh context signed in as the demo trader, on the dashboard. */
export async function traderOnDashboard(
  app: DemoApp,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({
    baseURL: app.server.url,
    ...(viewport ? { viewport } : {}),
  })
  const page = await context.newPage()
  await page.goto('/login')
  await signIn(page, app.accounts.trader.email, app.accounts.trader.password)
  await page.waitForURL((u) => u.pathname === '/dashboard')
  return { context, page }
}
