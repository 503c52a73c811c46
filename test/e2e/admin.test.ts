import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoApp } from './demo-app.ts'
import { signIn } from './session.ts'

/**
 * axe-core's serious and critical findings in the admin page as it is now, one line each; the
 * shell around it (sidebar, header) is covered by accessibility.test.ts.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('.admin-page').analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const TABS = ['Users', 'Markets', 'System', 'Audit log'] as const
const REASON = 'Maintenance drill'

describe('the admin panel in Chromium', () => {
  const app = demoApp()

  it('disables a trader (their tab leaves for /login), halts and resumes BTC-USD, and logs it all', async () => {
    const { admin: adminAccount, trader: traderAccount } = app.accounts
    const adminContext = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width: 1440, height: 900 },
    })
    const traderContext = await app.browser.newContext({ baseURL: app.server.url })
    try {
      const admin = await adminContext.newPage()
      await admin.goto('/login')
      await signIn(admin, adminAccount.email, adminAccount.password)
      await admin.waitForURL((u) => u.pathname === '/admin')

      const trader = await traderContext.newPage()
      await trader.goto('/login')
      await signIn(trader, traderAccount.email, traderAccount.password)
      await trader.waitForURL((u) => u.pathname === '/dashboard')

      // Users: found by search, disabled after the confirmation; the trader's tab is signed out.
      await admin.getByLabel('Search users').fill(traderAccount.email.toUpperCase())
      const access = admin.getByRole('switch', { name: `Access of ${traderAccount.email}` })
      await expect.poll(() => admin.getByTestId('admin-users').locator('tbody tr').count()).toBe(1)
      await access.click()
      await admin.getByRole('dialog').getByRole('button', { name: 'Disable' }).click()
      await expect.poll(() => access.getAttribute('aria-checked')).toBe('false')
      await trader.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 })
      await access.click()
      await expect.poll(() => access.getAttribute('aria-checked')).toBe('true')

      // Markets: BTC-USD halted with a reason; the trader's order is refused with it.
      await admin.getByRole('tab', { name: 'Markets' }).click()
      await admin.getByRole('button', { name: 'Halt BTC-USD' }).click()
      await admin.getByRole('dialog').getByLabel('Reason').fill(REASON)
      await admin.getByRole('dialog').getByRole('button', { name: 'Halt trading' }).click()
      const btcRow = admin.locator('tr[data-symbol="BTC-USD"]')
      await btcRow.getByText('Halted').waitFor()

      await signIn(trader, traderAccount.email, traderAccount.password)
      await trader.waitForURL((u) => u.pathname === '/dashboard')
      await trader.goto('/trading')
      await trader.getByLabel('Order type').selectOption('market')
      await trader.getByLabel('Quantity (BTC)').fill('0.01')
      await trader.getByRole('button', { name: 'Buy BTC' }).click()
      await trader.getByRole('button', { name: 'Place order' }).click()
      await trader
        .getByTestId('toast')
        .filter({ hasText: `Trading in BTC-USD is halted: ${REASON}` })
        .waitFor()

      await admin.getByRole('button', { name: 'Resume BTC-USD' }).click()
      await btcRow.getByText('Trading', { exact: true }).waitFor()

      // Audit log: the four actions, newest first, with what changed.
      await admin.getByRole('tab', { name: 'Audit log' }).click()
      const rows = admin.getByTestId('admin-audit').locator('tbody tr')
      await expect
        .poll(async () => (await rows.allInnerTexts()).map((r) => r.split('\t')[2]))
        .toEqual(['Market resumed', 'Market halted', 'User changed', 'User changed'])
      await expect(rows.nth(1).innerText()).resolves.toContain(`reason: — → "${REASON}"`)
      await expect(rows.nth(3).innerText()).resolves.toContain('disabled: false → true')

      // Every tab at both widths: nothing serious for axe.
      const found: string[] = []
      for (const width of [1440, 375]) {
        await admin.setViewportSize({ width, height: width === 375 ? 812 : 900 })
        for (const tab of TABS) {
          await admin.getByRole('tab', { name: tab }).click()
          await admin.getByRole('tabpanel').locator('table, dl').first().waitFor()
          found.push(...(await seriousViolations(admin)).map((v) => `${tab} ${width} px: ${v}`))
        }
      }
      expect(found).toEqual([])
      await admin.getByRole('tab', { name: 'System' }).click()
      await expect(admin.getByTestId('admin-system').innerText()).resolves.toMatch(/ticks\/s/)
    } finally {
      await adminContext.close()
      await traderContext.close()
    }
  }, 90_000)
})
