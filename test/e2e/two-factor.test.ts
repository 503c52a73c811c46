import { generate } from 'otplib'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoApp } from './demo-app.ts'
import { signIn } from './session.ts'
import { apiTrader, openAs } from './trader-api.ts'
import { axeOn } from './axe.ts'

/** The code of the step `offset` steps from now, as an authenticator app would show it. */
const codeAt = (secret: string, offset = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 })

async function wrongCode(secret: string): Promise<string> {
  const near = new Set(await Promise.all([-2, -1, 0, 1, 2].map((o) => codeAt(secret, o))))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!near.has(code)) return code
  }
}

const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first()

const signOut = async (page: Page): Promise<void> => {
  await page.locator('.profile-menu > button').click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.waitForURL((u) => u.pathname === '/login')
}

/** Password accepted, so the two-factor screen is up. */
const toTwoFactorScreen = async (page: Page, email: string, password: string): Promise<void> => {
  await signIn(page, email, password)
  await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
}

/** Pastes `text` into the focused element as a user's Ctrl+V would arrive. */
const paste = (page: Page, text: string) =>
  page.evaluate((value) => {
    const data = new DataTransfer()
    data.setData('text/plain', value)
    const target = document.activeElement ?? document.body
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeOn(page).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('two-factor authentication in Chromium', () => {
  const app = demoApp()

  it(
    'sets up 2FA from /profile, then asks for the code at login',
    { timeout: 90_000 },
    async () => {
      const trader = await apiTrader(app, false)
      const { context, page } = await openAs(app, trader, '/profile')
      const boxes = (n: number) => page.getByLabel(`Digit ${n} of 6`)

      // Setup: QR code and the key as text; a code of that key turns it on.
      const section = page.getByRole('region', { name: 'Two-factor authentication' })
      await expect(section.getByTestId('two-factor-status').textContent()).resolves.toMatch(/^Off/)
      await section.getByRole('button', { name: 'Set up' }).click()
      await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor()
      const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? ''
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      await page.getByLabel('6-digit code').fill(await codeAt(secret))
      await page.getByRole('button', { name: 'Verify and turn on' }).click()
      await page.getByTestId('backup-codes').waitFor()
      const codes = (await page.getByTestId('backup-codes').locator('li').allTextContents()).map(
        (c) => c.trim(),
      )
      expect(codes).toHaveLength(10)
      await expect(page.getByRole('link', { name: 'Download (.txt)' }).count()).resolves.toBe(1)
      await page.getByRole('button', { name: 'I have saved them' }).click()
      await section
        .getByTestId('two-factor-status')
        .filter({ hasText: '10 backup codes left' })
        .waitFor()

      // Sign out; the password alone is no longer enough.
      await signOut(page)
      await toTwoFactorScreen(page, trader.email, trader.password)
      expect(await page.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true)
      await expect(boxes(1).getAttribute('inputmode')).resolves.toBe('numeric')
      await expect(
        page.getByText('Lost your device? Contact support to regain access.').count(),
      ).resolves.toBe(1)

      for (const viewport of [
        { width: 375, height: 812 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(viewport)
        expect(await seriousViolations(page), `${viewport.width} px`).toEqual([])
      }

      // A wrong code typed box by box: toast, boxes cleared, the first one focused again.
      await boxes(1).focus()
      await page.keyboard.type(await wrongCode(secret))
      await expect(boxes(6).inputValue()).resolves.toMatch(/^\d$/)
      await page.getByRole('button', { name: 'Verify' }).click()
      await toast(page, 'Invalid code. Please try again.').waitFor()
      await page.getByText('Invalid 2FA code. Please try again.').waitFor()
      for (let n = 1; n <= 6; n++) await expect.poll(() => boxes(n).inputValue()).toBe('')
      await expect.poll(() => boxes(1).evaluate((el) => el === document.activeElement)).toBe(true)

      // Pasting the right code (the step after the one setup used) signs in at once.
      await paste(page, await codeAt(secret, 1))
      await page.waitForURL((u) => u.pathname === '/dashboard')
      await toast(page, 'Verification successful!').waitFor()

      // A backup code works once…
      const backup = codes[0] ?? ''
      await signOut(page)
      await toTwoFactorScreen(page, trader.email, trader.password)
      await page.getByRole('button', { name: 'Use a backup code' }).click()
      const field = page.getByLabel('Backup code')
      await expect(field.getAttribute('placeholder')).resolves.toBe('XXXX-XXXX-XXXX')
      await field.fill(backup.toLowerCase())
      await expect(field.inputValue()).resolves.toBe(backup)
      await page.getByRole('button', { name: 'Verify' }).click()
      await page.waitForURL((u) => u.pathname === '/dashboard')

      // …and not twice.
      await signOut(page)
      await toTwoFactorScreen(page, trader.email, trader.password)
      await page.getByRole('button', { name: 'Use a backup code' }).click()
      await page.getByLabel('Backup code').fill(backup)
      await page.getByRole('button', { name: 'Verify' }).click()
      await toast(page, 'Invalid code. Please try again.').waitFor()
      await expect.poll(() => page.getByLabel('Backup code').inputValue()).toBe('')
      expect(new URL(page.url()).pathname).toBe('/login')

      // Cancel goes back to the login form.
      await page.getByRole('button', { name: 'Cancel' }).click()
      await page.getByRole('button', { name: 'Sign In' }).waitFor()
      await context.close()
    },
  )
})
