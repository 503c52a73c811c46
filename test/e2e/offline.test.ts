import { rmSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from './app-server.ts'
import { launchBrowser } from './browser.ts'
import { freshDataDir } from './data-template.ts'
import { demoAccounts, signIn, waitForServiceWorker, type DemoAccounts } from './session.ts'

describe('offline start in Chromium', () => {
  let server: AppServer
  let browser: Browser
  let accounts: DemoAccounts

  let dataDir: string

  beforeAll(async () => {
    dataDir = await freshDataDir()
    server = await startAppServer({ dataDir })
    browser = await launchBrowser()
    accounts = await demoAccounts(server.url)
  })
  afterAll(async () => {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('reloads offline into the app with the user and the cached portfolio, not the login page', async () => {
    const context = await browser.newContext({ baseURL: server.url })
    const page = await context.newPage()
    await page.goto('/login')
    await signIn(page, accounts.trader.email, accounts.trader.password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    await expect.poll(() => page.getByTestId('portfolio-name').textContent()).toBe('Main')
    await waitForServiceWorker(page)

    // Offline for the page and its service worker, and the server really gone, so no part of
    // the app (the engine's SharedWorker included) can reach it.
    await server.stop({ keepData: true })
    await context.setOffline(true)
    await page.reload()

    await expect
      .poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 20_000 })
      .toBe(true)
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    await expect.poll(() => page.getByTestId('welcome').textContent()).toContain('Tess Trader')
    await expect.poll(() => page.getByTestId('portfolio-name').textContent()).toBe('Main')
    expect(await page.getByLabel('Email').count()).toBe(0)

    // Back online, the banner goes away without a reload.
    server = await startAppServer({ port: server.port, dataDir: server.dataDir })
    await context.setOffline(false)
    await expect
      .poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 20_000 })
      .toBe(false)
    await context.close()
  })
})
