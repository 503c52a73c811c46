import type { BrowserContext, Page } from 'playwright-core'
import {
  demoHint,
  marketShockResult,
  tokenResponse,
  wsConnections,
  type MarketShockResult,
  type WsConnections,
} from '../../protocol/index.ts'

export interface DemoAccounts {
  admin: { email: string; password: string }
  trader: { email: string; password: string }
}

export const demoAccounts = async (baseUrl: string): Promise<DemoAccounts> => {
  const hint = demoHint.parse(await (await fetch(`${baseUrl}/api/v1/auth/demo`)).json())
  if (!hint.enabled) throw new Error('demo mode is off')
  return {
    admin: { email: hint.email, password: hint.password },
    trader: { email: hint.traderEmail, password: hint.password },
  }
}

/** Signs in through the login form, as a trader would. */
export const signIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname

/** Waits until the page is controlled by the service worker (needed before going offline). */
export const waitForServiceWorker = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    async () => {
      const reg = await navigator.serviceWorker.ready
      return reg.active !== null && navigator.serviceWorker.controller !== null
    },
    undefined,
    { timeout: 30_000 },
  )
}

const adminToken = async (
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<string> => {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: admin.email, password: admin.password }).toString(),
  })
  return tokenResponse.parse(await login.json()).access_token
}

/** The server's own count of open /ws sockets, read with an admin token. */
export const serverSockets = async (
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<WsConnections> => {
  const res = await fetch(`${baseUrl}/api/v1/admin/connections`, {
    headers: { authorization: `Bearer ${await adminToken(baseUrl, admin)}` },
  })
  return wsConnections.parse(await res.json())
}

/** An administrator's market drill: moves `symbol`'s index by `percent` at once. */
export const shockMarket = async (
  baseUrl: string,
  admin: { email: string; password: string },
  symbol: string,
  percent: number,
): Promise<MarketShockResult> => {
  const res = await fetch(`${baseUrl}/api/v1/admin/market/shock`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await adminToken(baseUrl, admin)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ symbol, percent }),
  })
  return marketShockResult.parse(await res.json())
}

export const newTab = async (context: BrowserContext, url: string): Promise<Page> => {
  const page = await context.newPage()
  await page.goto(url)
  return page
}
