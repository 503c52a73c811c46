import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startAppServer, type AppServer } from './app-server.ts'
import { launchBrowser } from './browser.ts'
import { demoAccounts, type DemoAccounts } from './session.ts'

export interface DemoApp {
  server: AppServer
  browser: Browser
  accounts: DemoAccounts
}

/**
 * One `npm start` server in demo mode and one Chromium for the calling test file, started before
 * its tests and stopped after them (the fields are set once `beforeAll` has run).
 */
export function demoApp(): DemoApp {
  const app = {} as DemoApp
  beforeAll(async () => {
    app.server = await startAppServer()
    app.browser = await launchBrowser()
    app.accounts = await demoAccounts(app.server.url)
  })
  afterAll(async () => {
    await app.browser?.close()
    await app.server?.stop()
  })
  return app
}
