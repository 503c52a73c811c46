import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoApp, traderOnDashboard } from './demo-app.ts'

/** axe-core's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
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
})
