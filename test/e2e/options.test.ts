/**
 * /options in Chromium as the demo trader sees it (acceptance 4 of the options issue): one demo
 * server, one browser and one signed-in tab shared by the file's tests.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoApp, traderOnDashboard } from './demo-app.ts'
import { axeOn } from './axe.ts'

const app = demoApp()
let context: BrowserContext
let page: Page

beforeAll(async () => {
  ;({ context, page } = await traderOnDashboard(app, { width: 1440, height: 900 }))
})
afterAll(async () => {
  await context?.close()
})

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1440, height: 900 }
const NUMBER = /^−?-?\d[\d,]*(\.\d+)?$/

describe('options in Chromium', () => {
  it('shows the chain of an expiry with IV and delta, the ATM strike marked', async () => {
    await page.goto('/options')
    const atm = page.getByTestId('chain-atm')
    await atm.waitFor({ timeout: 20_000 })
    const expiry = await page.getByTestId('expiry-select').inputValue()
    expect(Number(expiry)).toBeGreaterThan(Date.now())
    const cells = await atm.locator('td').allTextContents()
    // Calls then puts, each bid, ask, mark, IV, delta by default.
    expect(cells).toHaveLength(10)
    expect(cells[3]).toMatch(/^\d+\.\d%$/)
    expect(Number(cells[4])).toBeGreaterThan(0)
    expect(Number(cells[4])).toBeLessThan(1)
    expect(cells[9]?.replace('−', '-')).toMatch(/^-0\.\d+$/)
    expect(await page.getByTestId('option-chain').locator('tbody tr').count()).toBeGreaterThan(4)
  })

  it('builds a straddle with its payoff and break-evens, places it, and shows the position with greeks', async () => {
    await page.getByTestId('template-straddle').click()
    const legs = page.getByTestId('strategy-legs').locator('tbody tr')
    await expect.poll(() => legs.count()).toBe(2)
    const symbols = await legs.locator('th').allTextContents()
    expect(symbols[0]).toMatch(/^BTC-\d{2}[A-Z]{3}\d{2}-\d+-C$/)
    expect(symbols[1]).toBe(symbols[0]?.replace(/-C$/, '-P'))
    const strike = Number(symbols[0]?.split('-')[2])

    const breakEvens = (await page.getByTestId('figure-breakEvens-value').textContent()) ?? ''
    const [low, high] = breakEvens.split(' · ').map((b) => Number(b.replace(/,/g, '')))
    expect(low).toBeLessThan(strike)
    expect(high).toBeGreaterThan(strike)
    const premium = (await page.getByTestId('figure-netPremium-value').textContent()) ?? ''
    const paid = Number(premium.replace(/[^\d.]/g, ''))
    // A straddle breaks even at the strike ± the premium paid for both legs.
    expect(strike - (low ?? 0)).toBeCloseTo(paid, 0)
    expect((high ?? 0) - strike).toBeCloseTo(paid, 0)
    expect(await page.getByTestId('figure-maxProfit-value').textContent()).toBe('Unlimited')
    await page.getByTestId('payoff-chart').locator('canvas').waitFor()

    await page.getByTestId('strategy-place').click()
    const call = page.getByTestId(`option-position-${symbols[0] ?? ''}`)
    await call.waitFor({ timeout: 20_000 })
    await page.getByTestId(`option-position-${symbols[1] ?? ''}`).waitFor()
    expect(await call.getByTestId('position-delta').textContent()).toMatch(NUMBER)
    expect(Number(await call.getByTestId('position-delta').textContent())).toBeGreaterThan(0)
    expect(await call.getByTestId('position-vega').textContent()).toMatch(NUMBER)
    const totals = page.getByTestId('greeks-BTC-USD')
    expect(await totals.locator('td').count()).toBe(5)
    expect(await page.getByTestId('strategy-error').count()).toBe(0)
  })

  it('has no serious accessibility findings at 375 and 1440 px, and no sideways page scroll', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const axe = await axeOn(page).include('main').analyze()
      const serious = axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${viewport.width}px ${v.id}: ${v.nodes[0]?.target.join(' ') ?? ''}`)
      expect(serious).toEqual([])
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main')
        return main ? main.scrollWidth - main.clientWidth : 0
      })
      expect(overflow).toBeLessThanOrEqual(0)
    }
  })

  it('closes an option position at market from its row', async () => {
    await page.setViewportSize(DESKTOP)
    const row = page.locator('[data-testid^="option-position-"][data-testid$="-C"]').first()
    const name = (await row.locator('th').textContent()) ?? ''
    await row.getByRole('button', { name: /^Close / }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close position' }).click()
    await page
      .getByTestId(`option-position-${name}`)
      .waitFor({ state: 'detached', timeout: 20_000 })
    // The put of the straddle stays.
    expect(await page.locator('[data-testid^="option-position-"][data-testid$="-P"]').count()).toBe(
      1,
    )
  })
})
