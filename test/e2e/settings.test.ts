/**
 * Settings on /profile in Chromium against one demo server: themes (and "system" following the
 * OS live), the language switched without a reload, a trading default following the trader to
 * another browser, export/import/reset, and axe in both themes at both widths.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Settings } from '../../protocol/index.ts'
import { demoApp } from './demo-app.ts'
import { pathOf } from './session.ts'
import { apiTrader, openAs, type ApiTrader } from './trader-api.ts'
import { axeOn } from './axe.ts'

const app = demoApp()
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]

async function axeAtBothWidths(page: Page): Promise<string[]> {
  const found: string[] = []
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    const result = await axeOn(page).analyze()
    for (const v of result.violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        found.push(
          `${viewport.width}px ${pathOf(page)} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
  }
  await page.setViewportSize(WIDTHS[0] ?? { width: 1440, height: 900 })
  return found
}

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
const saved = (page: Page, panel: string) =>
  expect
    .poll(() => page.getByTestId(panel).getByTestId('settings-status').textContent())
    .toBe('Saved')

let trader: ApiTrader

describe('settings in Chromium', () => {
  it('switches to light, follows the OS on "system", and passes axe in both themes', async () => {
    trader = await apiTrader(app, false)
    const { context, page } = await openAs(app, trader, '/profile')
    const dark = page.getByRole('radio', { name: 'Dark' })
    await expect.poll(() => dark.isChecked()).toBe(true)
    const darkBackground = await background(page)
    expect(await axeAtBothWidths(page)).toEqual([])

    await page.getByRole('radio', { name: 'Light' }).check()
    await expect.poll(() => background(page)).not.toBe(darkBackground)
    await saved(page, 'preferences')
    expect(await themeOf(page)).toBe('light')
    expect(await axeAtBothWidths(page)).toEqual([])

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.getByRole('radio', { name: 'System' }).check()
    await expect.poll(() => themeOf(page)).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => themeOf(page)).toBe('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => themeOf(page)).toBe('dark')
    await saved(page, 'preferences')

    // The language changes at once, on the same page object (no reload), and back.
    await page.evaluate(() => Object.assign(window, { settingsMarker: 'kept' }))
    await page.getByLabel('Language').selectOption('de')
    await page.getByRole('link', { name: 'Übersicht', exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    expect(await page.locator('#page-title').textContent()).toBe('Profileinstellungen')
    expect(await page.evaluate(() => (window as { settingsMarker?: string }).settingsMarker)).toBe(
      'kept',
    )
    await page.getByLabel('Sprache').selectOption('en')
    await page.getByRole('link', { name: 'Dashboard', exact: true }).waitFor()
    await context.close()
  })

  it('a trading default set in one browser is there in another after sign-in', async () => {
    const first = await openAs(app, trader, '/profile')
    const slippage = first.page.getByLabel('Slippage tolerance (%)')
    await slippage.fill('1.25')
    await slippage.press('Enter')
    await saved(first.page, 'trading-defaults')

    const second = await openAs(app, trader, '/profile')
    await expect
      .poll(() => second.page.getByLabel('Slippage tolerance (%)').inputValue())
      .toBe('1.25')
    // The first browser's theme choice ("system") came along too.
    await expect
      .poll(() => second.page.getByRole('radio', { name: 'System' }).isChecked())
      .toBe(true)
    await second.context.close()

    // Export, change, import the file back: the exported values return.
    const download = first.page.waitForEvent('download')
    await first.page.getByRole('button', { name: 'Export settings' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('tradedesk-settings.json')
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as Settings
    expect(exported.trading.slippageTolerance).toBe(1.25)

    await first.page.getByLabel('Timeframe').selectOption('5m')
    await saved(first.page, 'chart-defaults')
    const input = first.page.getByTestId('settings-import-file')
    await input.setInputFiles(await file.path())
    await expect.poll(() => first.page.getByLabel('Timeframe').inputValue()).toBe('1h')

    await input.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"theme":"dark"}'),
    })
    await expect
      .poll(() => first.page.getByTestId('settings-backup-error').textContent())
      .toBe('Invalid settings format')

    await first.page.getByRole('button', { name: 'Reset to defaults' }).click()
    await first.page.getByRole('button', { name: 'Reset settings', exact: true }).click()
    await expect.poll(() => slippage.inputValue()).toBe('0.5')
    await first.context.close()
  })

  it('after the switch to Deutsch every page speaks German without a reload, then English again', async () => {
    const german = await apiTrader(app)
    const { context, page } = await openAs(app, german, '/profile')
    const noReload = () =>
      page.evaluate(() => (window as { languageMarker?: string }).languageMarker)
    await page.evaluate(() => Object.assign(window, { languageMarker: 'kept' }))
    await page.getByLabel('Language').selectOption('de')
    await page.getByRole('heading', { name: 'Aktive Sitzungen' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Passwort', exact: true }).count()).toBe(1)
    expect(await page.getByText('Active sessions').count()).toBe(0)

    await page.getByRole('link', { name: 'Übersicht', exact: true }).click()
    await page.getByRole('heading', { name: 'Beobachtungsliste' }).waitFor()
    expect(await page.locator('#page-title').textContent()).toBe('Übersicht')
    await page.getByText('Gesamtwert', { exact: true }).waitFor()
    expect(await page.getByText('Watchlist', { exact: true }).count()).toBe(0)

    await page.getByRole('link', { name: 'Mobile App', exact: true }).click()
    await page.getByRole('heading', { name: 'Auf dem Smartphone öffnen' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Wenn die Verbindung abbricht' }).count()).toBe(
      1,
    )
    expect(await noReload()).toBe('kept')

    await page.locator('.profile-menu > button').click()
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await page.getByRole('heading', { name: 'Bei TradeDesk anmelden' }).waitFor()
    expect(await page.getByLabel('Angemeldet bleiben').count()).toBe(1)
    expect(await page.getByText('Klüger handeln, an jedem Markt').count()).toBe(1)
    expect(await noReload()).toBe('kept')

    await page.getByLabel('E-Mail').fill(german.email)
    await page.getByLabel('Passwort', { exact: true }).fill(german.password)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.getByRole('heading', { name: 'Beobachtungsliste' }).waitFor()
    await page.locator('.profile-menu > button').click()
    await page.getByRole('menuitem', { name: 'Profileinstellungen' }).click()
    await page.getByLabel('Sprache').selectOption('en')
    await page.getByRole('heading', { name: 'Active sessions' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await context.close()
  })
})
