import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { APP_PAGES, PUBLIC_PAGES } from '../../src/app/pages.ts'
import { demoApp, traderOnDashboard } from './demo-app.ts'
import { signIn } from './session.ts'

/** axe-core's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]

describe('accessibility in Chromium (axe-core)', () => {
  const app = demoApp()

  it('finds nothing serious on the login page', async () => {
    for (const viewport of WIDTHS) {
      const context = await app.browser.newContext({ baseURL: app.server.url, viewport })
      const page = await context.newPage()
      await page.goto('/login')
      await page.getByRole('button', { name: 'Sign In' }).waitFor()
      expect(await seriousViolations(page), `${viewport.width} px`).toEqual([])
      await context.close()
    }
  })

  it('finds nothing serious on the dashboard, with live prices and the valuation in', async () => {
    for (const viewport of WIDTHS) {
      const { context, page } = await traderOnDashboard(app, viewport)
      await page.getByTestId('portfolio-total').filter({ hasText: '$' }).waitFor()
      expect(await seriousViolations(page), `${viewport.width} px`).toEqual([])
      await context.close()
    }
  })

  it.each(WIDTHS)(
    'finds nothing serious on any route at $width px',
    { timeout: 300_000 },
    async (viewport) => {
      {
        const context = await app.browser.newContext({ baseURL: app.server.url, viewport })
        const page = await context.newPage()
        const found: string[] = []
        for (const route of PUBLIC_PAGES) {
          await page.goto(`/${route}`)
          await page.locator('h1').first().waitFor()
          found.push(...(await seriousViolations(page)).map((v) => `/${route} ${v}`))
        }
        await page.goto('/login')
        await signIn(page, app.accounts.trader.email, app.accounts.trader.password)
        await page.waitForURL((u) => u.pathname === '/dashboard')
        let placeholderChecked = false
        for (const route of APP_PAGES.filter((p) => p !== 'admin')) {
          await page.goto(`/${route}`)
          // The page's own heading is in once its lazy chunk has loaded.
          await page.locator('main h1').first().waitFor()
          await page.locator('.page-loading').waitFor({ state: 'detached' })
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
      }
    },
  )
})
