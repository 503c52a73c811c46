import type { BrowserContext, Page } from 'playwright-core'
import { tokenResponse } from '../../protocol/index.ts'
import type { DemoApp } from './demo-app.ts'
import { signIn } from './session.ts'

export interface ApiTrader {
  email: string
  password: string
  token: string
  portfolioId: string | null
  /** A bearer call to /api/v1 as this trader. */
  api<T = unknown>(method: string, path: string, json?: unknown): Promise<T>
}

let counter = 0

/** A new trader registered over the API, with one paper portfolio unless told otherwise. */
export async function apiTrader(app: DemoApp, withPortfolio = true): Promise<ApiTrader> {
  counter += 1
  const email = `trader${counter}-${Date.now()}@example.com`
  const password = 'long-enough-password'
  const base = `${app.server.url}/api/v1`
  await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, username: `t${counter}x${Date.now() % 100000}` }),
  })
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  })
  const { access_token: token } = tokenResponse.parse(await login.json())
  const api = async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  const portfolioId = withPortfolio
    ? (await api<{ id: string }>('POST', '/portfolios', { name: 'Main' })).id
    : null
  return { email, password, token, portfolioId, api }
}

/** Signs `trader` in through the login form and opens `path` (at `origin`: the server's own). */
export async function openAs(
  app: DemoApp,
  trader: ApiTrader,
  path: string,
  viewport = { width: 1440, height: 900 },
  origin = app.server.url,
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ baseURL: origin, viewport, serviceWorkers })
  const page = await context.newPage()
  await page.goto('/login')
  await signIn(page, trader.email, trader.password)
  await page.waitForURL((u) => u.pathname === '/dashboard')
  await page.goto(path)
  return { context, page }
}

/** The last price of a symbol as the server has it now. */
export async function lastPrice(app: DemoApp, symbol: string): Promise<number> {
  const res = await fetch(`${app.server.url}/api/v1/market/data?symbols=${symbol}`)
  const [p] = (await res.json()) as { price: number }[]
  if (!p) throw new Error(`no price for ${symbol}`)
  return p.price
}
