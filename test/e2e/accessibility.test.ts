import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { APP_PAGES, PUBLIC_PAGES } from '../../src/app/pages.ts'
import { axeOn } from './axe.ts'
import { demoApp } from './demo-app.ts'
import { pathOf, signIn } from './session.ts'

/** axe-core's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeOn(page)
    .options({ resultTypes: ['violations'] })
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Goes to `route` inside the running app, as its links do (a reload per page would boot the app
 * and its engine again each time, most of this file's time), and waits until the page left is
 * gone and a heading of the new one is in.
 */
async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((path) => {
    for (const h of document.querySelectorAll('main h1')) h.setAttribute('data-left', '')
    history.pushState({}, '', path)
    dispatchEvent(new PopStateEvent('popstate'))
  }, `/${route}`)
  await page.waitForURL((u) => u.pathname === `/${route}`)
  await page.locator('main h1[data-left]').first().waitFor({ state: 'detached' })
}

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]

describe('accessibility in Chromium (axe-core)', () => {
  const app = demoApp()

  it.each(WIDTHS)(
    'finds nothing serious on any route at $width px: login, the dashboard with live prices and the valuation in, every page, the admin panel',
    { timeout: 300_000 },
    async (viewport) => {
      const context = await app.browser.newContext({ baseURL: app.server.url, viewport })
      const page = await context.newPage()
      const found: string[] = []
      for (const route of PUBLIC_PAGES) {
        await page.goto(`/${route}`)
        await page.locator('h1').first().waitFor()
        if (route === 'login') await page.getByRole('button', { name: 'Sign In' }).waitFor()
        found.push(...(await seriousViolations(page)).map((v) => `/${route} ${v}`))
      }
      await page.goto('/login')
      await signIn(page, app.accounts.trader.email, app.accounts.trader.password)
      await page.waitForURL((u) => u.pathname === '/dashboard')
      let placeholderChecked = false
      for (const route of APP_PAGES.filter((p) => p !== 'admin')) {
        if (pathOf(page) !== `/${route}`) await openInApp(page, route)
        // The page's own heading is in once its lazy chunk has loaded.
        await page.locator('main h1').first().waitFor()
        await page.locator('.page-loading').waitFor({ state: 'detached' })
        // The dashboard is checked as a trader sees it: live prices and the valuation in.
        if (route === 'dashboard')
          await page.getByTestId('portfolio-total').filter({ hasText: '$' }).waitFor()
        // Pages not built yet are one component (PagePlaceholder) with another title: axe checks
        // the first; the others must be exactly that component, with a heading and a summary.
        const placeholder = page.locator('main section.page:has(> h1 + p.page-summary)')
        if ((await placeholder.count()) === 1 && placeholderChecked) {
          expect((await placeholder.locator('h1').textContent())?.trim(), route).toBeTruthy()
          continue
        }
        if ((await placeholder.count()) === 1) placeholderChecked = true
        found.push(...(await seriousViolations(page)).map((v) => `/${route} ${v}`))
      }
      expect(placeholderChecked).toBe(true)
      await context.close()
      // The admin panel, as an admin sees it.
      const admin = await app.browser.newContext({ baseURL: app.server.url, viewport })
      const adminPage = await admin.newPage()
      await adminPage.goto('/login')
      await signIn(adminPage, app.accounts.admin.email, app.accounts.admin.password)
      await adminPage.waitForURL((u) => u.pathname === '/admin')
      await adminPage.locator('main h1').first().waitFor()
      found.push(...(await seriousViolations(adminPage)).map((v) => `/admin ${v}`))
      await admin.close()
      expect(found, `${viewport.width} px`).toEqual([])
    },
  )
})
