import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tinyPng } from '../server/fuzz/multipart.ts'
import { demoApp } from './demo-app.ts'
import { signIn } from './session.ts'
import { axeOn } from './axe.ts'

/**
 * axe-core's serious and critical findings in the admin page as it is now, one line each; the
 * shell around it (sidebar, header) is covered by accessibility.test.ts.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeOn(page).include('.admin-page').analyze()
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
    const traderContext = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width: 375, height: 812 },
    })
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

      // Markets: BTC-USD halted with a reason; the trader's ticket shows it halted and will not send.
      await admin.getByRole('tab', { name: 'Markets' }).click()
      await admin.getByRole('button', { name: 'Halt BTC-USD' }).click()
      await admin.getByRole('dialog').getByLabel('Reason').fill(REASON)
      await admin.getByRole('dialog').getByRole('button', { name: 'Halt trading' }).click()
      const btcRow = admin.locator('tr[data-symbol="BTC-USD"]')
      await btcRow.getByText('Halted').waitFor()

      await signIn(trader, traderAccount.email, traderAccount.password)
      await trader.waitForURL((u) => u.pathname === '/dashboard')
      await trader.goto('/trading')
      const buy = trader.getByRole('button', { name: 'Buy BTC' })
      await trader.getByTestId('symbol-halted').waitFor()
      await expect.poll(() => buy.isDisabled()).toBe(true)

      await admin.getByRole('button', { name: 'Resume BTC-USD' }).click()
      await btcRow.getByText('Trading', { exact: true }).waitFor()
      await trader.getByTestId('symbol-halted').waitFor({ state: 'detached' })
      await expect.poll(() => buy.isEnabled()).toBe(true)

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

  it('reviews a trader’s KYC upload from /profile in the KYC tab, and lists the mail it sent', async () => {
    const { admin: adminAccount, trader: traderAccount } = app.accounts
    const traderContext = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width: 375, height: 812 },
    })
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width: 1440, height: 900 },
    })
    try {
      const trader = await traderContext.newPage()
      await trader.goto('/login')
      await signIn(trader, traderAccount.email, traderAccount.password)
      await trader.waitForURL((u) => u.pathname === '/dashboard')
      await trader.goto('/profile')
      const kyc = trader.getByTestId('kyc-status')
      await trader.getByRole('button', { name: 'Start verification' }).click()
      const form = axeOn(trader).include('[aria-labelledby="kyc-heading"]')
      await trader.getByLabel('Legal name (as on the document)').waitFor()
      const onProfile = (await form.analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      )
      expect(
        onProfile.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
      await trader.getByLabel('Legal name (as on the document)').fill('Tina Trader')
      await trader.getByLabel('Date of birth').fill('1990-01-15')
      await trader.getByLabel('Country of residence').selectOption('DE')
      await trader.getByLabel('Document (front page)').setInputFiles({
        name: 'passport.png',
        mimeType: 'image/png',
        buffer: Buffer.from(tinyPng()),
      })
      await trader.getByRole('button', { name: 'Submit for review' }).click()
      await expect.poll(() => kyc.getAttribute('data-status')).toBe('submitted')

      const admin = await context.newPage()
      await admin.goto('/login')
      await signIn(admin, adminAccount.email, adminAccount.password)
      await admin.waitForURL((u) => u.pathname === '/admin')
      await admin.getByRole('tab', { name: 'KYC' }).click()
      const row = admin.locator(`tr[data-email="${traderAccount.email}"]`)
      await row.waitFor()
      const found: string[] = []
      for (const width of [375, 1440]) {
        await admin.setViewportSize({ width, height: width === 375 ? 812 : 900 })
        found.push(...(await seriousViolations(admin)).map((v) => `KYC ${width} px: ${v}`))
      }
      const download = admin.waitForEvent('download')
      await row.getByRole('button', { name: `Open the Document of ${traderAccount.email}` }).click()
      expect((await download).suggestedFilename()).toBe('passport.png')
      await row
        .getByRole('button', { name: `Approve the verification of ${traderAccount.email}` })
        .click()
      await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
      await row.waitFor({ state: 'detached' })

      await admin.getByRole('tab', { name: 'Mail' }).click()
      const mail = admin.getByTestId('admin-mail').locator('li', { hasText: traderAccount.email })
      const verified = mail.filter({ hasText: 'TradeDesk: Identity verified' })
      await verified.locator('summary').click()
      await verified.getByText('Your identity verification was approved.').waitFor()
      for (const width of [1440, 375]) {
        await admin.setViewportSize({ width, height: width === 375 ? 812 : 900 })
        found.push(...(await seriousViolations(admin)).map((v) => `Mail ${width} px: ${v}`))
      }
      expect(found).toEqual([])
    } finally {
      await context.close()
      await traderContext.close()
    }
  }, 60_000)
})
