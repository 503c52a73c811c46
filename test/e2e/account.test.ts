/**
 * Password reset by mailed link, the session list, and the account pages' accessibility, in
 * Chromium against one demo server (mail goes to its outbox, read as the admin panel would).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { outboxMail, tokenResponse } from '../../protocol/index.ts'
import { demoApp } from './demo-app.ts'
import { pathOf, signIn } from './session.ts'
import { axeOn } from './axe.ts'

const app = demoApp()
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]
const NEW_PASSWORD = 'a brand new passphrase'

/** Fails with the page's path when axe does not answer: page.evaluate has no timeout of its own. */
async function analyzed(page: Page) {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe did not answer on ${pathOf(page)}`)), 20_000)
  })
  try {
    return await Promise.race([axeOn(page).analyze(), hung])
  } finally {
    clearTimeout(timer)
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await analyzed(page)
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${pathOf(page)} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Axe at both widths on the page as it is now. */
async function axeAtBothWidths(page: Page): Promise<string[]> {
  const found: string[] = []
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    found.push(...(await seriousViolations(page)).map((v) => `${viewport.width}px ${v}`))
  }
  return found
}

async function post(path: string, body: unknown, token?: string) {
  return fetch(`${app.server.url}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
}

async function login(email: string, password: string): Promise<string> {
  const res = await post('/login', { email, password })
  return tokenResponse.parse(await res.json()).access_token
}

/** The newest link to `path` mailed to `to`, read from GET /admin/mail as the admin. */
async function mailedLink(to: string, path: string): Promise<string> {
  const token = await login(app.accounts.admin.email, app.accounts.admin.password)
  for (let i = 0; i < 50; i += 1) {
    const res = await fetch(`${app.server.url}/api/v1/admin/mail?limit=20`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    })
    const mails = outboxMail.array().parse(await res.json())
    const link = mails
      .filter((m) => m.to === to)
      .map((m) => new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(m.text)?.[0])
      .find((l) => l !== undefined)
    if (link) return link
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no ${path} mail to ${to}`)
}

let users = 0
/** A fresh account, registered through the API. */
async function newAccount(prefix: string) {
  users += 1
  const suffix = `${Date.now().toString(36)}${users}`
  const u = {
    email: `${prefix}-${suffix}@example.com`,
    username: `${prefix}_${suffix}`,
    password: 'the old passphrase',
  }
  expect((await post('/auth/register', u)).status).toBe(201)
  return u
}

describe('account in Chromium', () => {
  // One retry: a run on record timed out here once without saying where; every wait below now
  // has its own limit, so a repeat names the step.
  it(
    'resets a forgotten password by the mailed link; the old session is sent to /login',
    { retry: 1 },
    async () => {
      const user = await newAccount('reset')
      const old = await app.browser.newContext({ baseURL: app.server.url })
      old.setDefaultTimeout(15_000)
      const oldPage = await old.newPage()
      await oldPage.goto('/login')
      await signIn(oldPage, user.email, user.password)
      await oldPage.waitForURL((u) => u.pathname === '/dashboard')

      const ctx = await app.browser.newContext({ baseURL: app.server.url })
      ctx.setDefaultTimeout(15_000)
      const page = await ctx.newPage()
      await page.goto('/login')
      await page.getByRole('link', { name: 'Forgot password?' }).click()
      await page.getByLabel('Email').fill(user.email)
      expect(await axeAtBothWidths(page)).toEqual([])
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect
        .poll(() => page.getByTestId('reset-sent').textContent())
        .toContain('If an account exists for that email, we sent a link')

      const link = await mailedLink(user.email, '/reset-password')
      await page.goto(link)
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
      await page.getByLabel('Confirm new password').fill('not the same')
      await page.getByRole('button', { name: 'Set new password' }).click()
      await page.getByText('Passwords do not match').waitFor()
      expect(new URL(page.url()).search).toBe('')
      expect(await axeAtBothWidths(page)).toEqual([])
      await page.setViewportSize(WIDTHS[0] ?? { width: 1440, height: 900 })
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Set new password' }).click()
      await page.waitForURL((u) => u.pathname === '/login')
      await page.getByText('Your password has been reset').first().waitFor()

      await oldPage.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 })
      await signIn(page, user.email, NEW_PASSWORD)
      await page.waitForURL((u) => u.pathname === '/dashboard')
      await old.close()
      await ctx.close()
    },
  )

  it('lists two sessions on /profile and signs the other one out', async () => {
    const user = await newAccount('sessions')
    const other = await app.browser.newContext({ baseURL: app.server.url })
    const otherPage = await other.newPage()
    await otherPage.goto('/login')
    await signIn(otherPage, user.email, user.password)
    await otherPage.waitForURL((u) => u.pathname === '/dashboard')

    const ctx = await app.browser.newContext({ baseURL: app.server.url })
    const page = await ctx.newPage()
    await page.goto('/login')
    await signIn(page, user.email, user.password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    await page.goto('/profile')
    const rows = page.getByTestId('session-row')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
    await rows.filter({ hasText: 'This device' }).waitFor()
    await page.getByTestId('email-status').waitFor()
    expect(await axeAtBothWidths(page)).toEqual([])

    await rows
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /Sign out/ })
      .click()
    await expect.poll(() => rows.count()).toBe(1)
    await otherPage.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 })
    await other.close()
    await ctx.close()
  })

  it('verifies the email from the mailed link', async () => {
    const user = await newAccount('verify')
    const token = await login(user.email, user.password)
    expect((await post('/resend-verification', {}, token)).status).toBe(202)
    const link = await mailedLink(user.email, '/verify-email')
    const ctx = await app.browser.newContext({ baseURL: app.server.url })
    const page = await ctx.newPage()
    await page.goto(link)
    await expect
      .poll(() => page.getByTestId('verify-result').textContent())
      .toContain('is verified')
    expect(await axeAtBothWidths(page)).toEqual([])
    await page.goto(link)
    await expect
      .poll(() => page.getByTestId('verify-result').textContent())
      .toContain('invalid or has expired')
    await ctx.close()
  })

  it('creates an API key on /profile that reaches the API and counts on the plan until it is revoked', async () => {
    const user = await newAccount('apikey')
    const ctx = await app.browser.newContext({ baseURL: app.server.url })
    const page = await ctx.newPage()
    await page.goto('/login')
    await signIn(page, user.email, user.password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    await page.goto('/profile')
    await page.getByText('No API keys yet.').waitFor()
    await page.getByLabel('Name', { exact: true }).fill('e2e bot')
    await expect.poll(() => page.getByRole('checkbox', { name: /Read/ }).isChecked()).toBe(true)
    await page.getByLabel('Name', { exact: true }).press('Enter')
    const secret = page.getByTestId('api-key-secret')
    await secret.waitFor()
    const key = await secret.inputValue()
    expect(key).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/)
    await page.getByTestId('api-key-row').filter({ hasText: 'e2e bot' }).waitFor()
    // The plan counts the key against the account's limit of ten.
    await page.getByTestId('plan-apiKeys').filter({ hasText: '1 of 10' }).waitFor()
    expect(await axeAtBothWidths(page)).toEqual([])

    const portfolios = () =>
      fetch(`${app.server.url}/api/v1/portfolios`, { headers: { 'x-api-key': key } })
    expect((await portfolios()).status).toBe(200)
    await page.getByRole('button', { name: 'I have saved it' }).click()
    await expect.poll(() => secret.count()).toBe(0)

    await page.getByRole('button', { name: 'Revoke the key e2e bot' }).click()
    await page.getByRole('button', { name: 'Revoke key', exact: true }).click()
    await page.getByText('No API keys yet.').waitFor()
    await page.getByTestId('plan-apiKeys').filter({ hasText: '0 of 10' }).waitFor()
    expect((await portfolios()).status).toBe(401)
    await ctx.close()
  })
})
