/**
 * Portfolio, analytics and risk in Chromium, as the demo trader sees them: one demo server, one
 * browser and one signed-in tab shared by every test of the file (the demo portfolio comes with
 * a year of recorded history). Each test visits its own page.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoApp, traderOnDashboard } from './demo-app.ts'
import { axeOn } from './axe.ts'

const app = demoApp()
let context: BrowserContext
let page: Page

beforeAll(async () => {
  ;({ context, page } = await traderOnDashboard(app))
})
afterAll(async () => {
  await context?.close()
})

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1440, height: 900 }

/** Axe's serious and critical findings in the page's main region, at each width in turn. */
async function seriousAt(...viewports: { width: number; height: number }[]): Promise<string[]> {
  const found: string[] = []
  for (const viewport of viewports) {
    await page.setViewportSize(viewport)
    const axe = await axeOn(page).include('main').analyze()
    for (const v of axe.violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        found.push(`${viewport.width}px ${v.id}`)
  }
  return found
}

describe('portfolio, analytics and risk in Chromium', () => {
  // Each page's test goes here: one `it` per page group, under about 20 s each.

  it('analytics: range and benchmark change the figures, info tips show formulas', async () => {
    const value = (figure: string) => page.getByTestId(`figure-${figure}-value`).textContent()
    const figures = async () => ({
      twr: await value('twr'),
      sharpe: await value('sharpe'),
      drawdown: await value('max-drawdown'),
    })
    await page.goto('/portfolio-analytics')
    const benchmark = page.getByTestId('benchmark-select')
    await expect.poll(() => benchmark.inputValue(), { timeout: 15_000 }).toBe('BTC-USD')
    await expect.poll(() => value('sharpe'), { timeout: 15_000 }).toMatch(/^−?\d+\.\d\d$/)
    const year = await figures()
    expect(year.twr).toMatch(/^[+−]?\d+\.\d\d%$/)
    expect(year.drawdown).toMatch(/^[−]?\d+\.\d\d%$/)
    await expect.poll(() => page.getByTestId('periods-reason').textContent()).toContain('crypto')

    await page.locator('button[data-range="1M"]').click()
    await expect.poll(figures, { timeout: 10_000 }).not.toEqual(year)
    const month = await figures()
    expect(month.twr).not.toBe(year.twr)
    expect(month.sharpe).not.toBe(year.sharpe)
    await page.locator('button[data-range="1Y"]').click()
    await expect.poll(figures, { timeout: 10_000 }).toEqual(year)

    const betaOnBtc = await value('beta')
    await benchmark.selectOption('ETH-USD')
    await expect.poll(() => value('beta'), { timeout: 10_000 }).not.toBe(betaOnBtc)
    await expect.poll(() => page.getByTestId('figure-beta').textContent()).toContain('ETH-USD')

    const tip = page.getByRole('button', { name: 'About Sharpe ratio' })
    await tip.focus()
    const text = page.locator(`[id="${(await tip.getAttribute('aria-describedby')) ?? ''}"]`)
    await expect.poll(() => text.isVisible()).toBe(true)
    expect(await text.textContent()).toContain('mean(r − r_f) / sd(r − r_f) × √N')
    await page.keyboard.press('Escape')
    expect(await page.getByTestId('monthly-heatmap').locator('tbody tr').count()).toBeGreaterThan(0)

    for (const viewport of [PHONE, DESKTOP]) {
      expect(await seriousAt(viewport)).toEqual([])
      // Only the heat map scrolls sideways (inside its region), never the page.
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main')
        return main ? main.scrollWidth - main.clientWidth : 0
      })
      expect(overflow).toBeLessThanOrEqual(0)
    }
    await benchmark.selectOption('BTC-USD')
    await expect.poll(() => value('beta'), { timeout: 10_000 }).toBe(betaOnBtc)
  })

  it('portfolio: holdings with weights, allocation, the curve by timeframe; the dashboard shows both', async () => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/portfolio')
    const eth = page.getByTestId('line-ETH-USD-manual')
    await expect
      .poll(() => eth.getByTestId('line-weight').textContent(), { timeout: 15_000 })
      .toMatch(/^\d+\.\d%$/)
    const allocation = page.getByTestId('allocation')
    await allocation.getByTestId('allocation-row-ETH-USD').waitFor()
    await allocation.getByRole('button', { name: 'By asset class' }).click()
    await allocation.getByTestId('allocation-row-crypto').waitFor()
    expect(await allocation.getByTestId('allocation-row-equity').textContent()).toMatch(/Equities/)

    const plot = page.getByTestId('equity-curve').getByTestId('equity-plot')
    await expect.poll(() => plot.getAttribute('data-from'), { timeout: 15_000 }).toMatch(/^\d+$/)
    const month = Number(await plot.getAttribute('data-from'))
    await page.getByTestId('equity-curve').getByRole('button', { name: '1Y', exact: true }).click()
    await expect
      .poll(async () => Number(await plot.getAttribute('data-from')), { timeout: 10_000 })
      .toBeLessThan(month - 300 * 86_400_000)
    expect(await page.getByTestId('equity-performance').textContent()).toMatch(/\d/)

    expect(await seriousAt(PHONE, DESKTOP)).toEqual([])

    await page.goto('/dashboard')
    const charts = page.getByTestId('dashboard-portfolio-charts')
    await expect
      .poll(() => charts.getByTestId('equity-plot').getAttribute('data-from'), { timeout: 15_000 })
      .toMatch(/^\d+$/)
    await charts.getByTestId('allocation-row-BTC-USD').waitFor()
  })

  it('portfolio: create, activate, rename and delete a portfolio; add and remove a manual holding', async () => {
    await page.goto('/portfolio')
    const active = page.getByTestId('active-portfolio-name')
    await expect.poll(() => active.textContent(), { timeout: 15_000 }).toBe('Main')
    const create = page.getByTestId('create-portfolio')
    await create.getByLabel('Name').fill('Second')
    await create.getByRole('button', { name: 'Create portfolio' }).click()
    const second = page.getByTestId('portfolio-Second')
    await second.getByRole('radio').check()
    await expect.poll(() => active.textContent(), { timeout: 10_000 }).toBe('Second')

    await page.getByRole('button', { name: 'Rename Second' }).click()
    await second.getByLabel('Name').fill('Side pot')
    await second.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => active.textContent(), { timeout: 10_000 }).toBe('Side pot')

    await page.getByTestId('portfolio-Main').getByRole('radio').check()
    await expect.poll(() => active.textContent(), { timeout: 10_000 }).toBe('Main')
    await page.getByRole('button', { name: 'Delete Side pot' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect
      .poll(() => page.getByTestId('portfolio-Side pot').count(), { timeout: 10_000 })
      .toBe(0)

    const form = page.getByTestId('manual-holding-form')
    await form.getByLabel('Symbol').selectOption('SOL-USD')
    await form.getByLabel('Quantity').fill('2')
    await form.getByLabel('Average price').fill('150')
    await form.getByRole('button', { name: 'Add holding' }).click()
    const sol = page.getByTestId('line-SOL-USD-manual')
    await sol.waitFor({ timeout: 10_000 })
    await sol.getByRole('button', { name: 'Remove the manual holding SOL-USD' }).click()
    await expect.poll(() => sol.count(), { timeout: 10_000 }).toBe(0)
  })

  it('risk: VaR by three methods and stress scenarios; the lookback moves the historical VaR', async () => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/risk')
    const table = page.getByTestId('risk-var-table')
    await table.waitFor({ timeout: 15_000 })
    for (const method of ['historical', 'parametric', 'monte_carlo'])
      expect(await table.locator(`tr[data-method="${method}"]`).count()).toBe(2)
    expect(await table.textContent()).toContain('10,000 paths, seed 1')
    const historical = page.getByTestId('var-historical-1-1')
    await expect
      .poll(() => historical.textContent(), { timeout: 15_000 })
      .toMatch(/^\$[\d,]+\.\d\d$/)
    const stress = page.getByTestId('risk-stress-table')
    expect(await stress.locator('thead th').count()).toBeGreaterThanOrEqual(5)
    expect(await stress.locator('tbody tr').count()).toBeGreaterThanOrEqual(3)
    expect(await page.getByTestId('stress-total-crypto_-30').textContent()).toMatch(/^−\$/)

    const before = await historical.textContent()
    await page.getByTestId('risk-lookback').selectOption('90')
    await expect.poll(() => historical.textContent(), { timeout: 10_000 }).not.toBe(before)

    const tip = page.getByRole('button', { name: 'About Historical simulation' })
    await tip.focus()
    const text = page.locator(`[id="${(await tip.getAttribute('aria-describedby')) ?? ''}"]`)
    await expect.poll(() => text.isVisible()).toBe(true)
    expect(await text.textContent()).toContain('10-day VaR = √10 × 1-day VaR')
    await page.keyboard.press('Escape')

    expect(await seriousAt(PHONE, DESKTOP)).toEqual([])
  })

  it('risk attribution: the components add up to the total VaR; the correlation matrix', async () => {
    const usd = (text: string | null) =>
      Number((text ?? '').replace(/[−-]/, '-').replace(/[^\d.-]/g, ''))
    await page.goto('/risk-attribution')
    const rows = page.getByTestId('attribution-row')
    await rows.first().waitFor({ timeout: 15_000 })
    expect(await rows.count()).toBeGreaterThanOrEqual(3)
    const components = await rows.locator('td[data-component]').allTextContents()
    const total = usd(await page.getByTestId('attribution-total').textContent())
    const sum = components.reduce((acc, c) => acc + usd(c), 0)
    expect(total).toBeGreaterThan(0)
    // Each printed component is rounded to the cent.
    expect(Math.abs(sum - total)).toBeLessThanOrEqual(0.005 * components.length + 1e-9)
    expect(usd(await page.getByTestId('attribution-sum').textContent())).toBe(total)

    const tip = page.getByRole('button', { name: 'About Component VaR' })
    await tip.focus()
    const text = page.locator(`[id="${(await tip.getAttribute('aria-describedby')) ?? ''}"]`)
    await expect.poll(() => text.isVisible()).toBe(true)
    expect(await text.textContent()).toContain('Component VaR_i = e_i × marginal VaR_i')
    await page.keyboard.press('Escape')
    // Another lookback is another history: the total moves, and the components still add up.
    const lookback = page.getByTestId('risk-lookback')
    await lookback.selectOption((await lookback.inputValue()) === '365' ? '90' : '365')
    await expect
      .poll(async () => usd(await page.getByTestId('attribution-total').textContent()), {
        timeout: 10_000,
      })
      .not.toBe(total)
    expect(usd(await page.getByTestId('attribution-sum').textContent())).toBe(
      usd(await page.getByTestId('attribution-total').textContent()),
    )

    const matrix = page.getByTestId('correlation-table')
    const symbols = await matrix.locator('thead th').allTextContents()
    expect(symbols).toEqual(expect.arrayContaining(['BTC-USD', 'ETH-USD', 'AAPL-USD']))
    expect(await matrix.locator('tbody tr').count()).toBe(symbols.length)
    expect(await matrix.locator('tbody tr').first().locator('td').first().textContent()).toBe(
      '1.00',
    )
    expect(await seriousAt(PHONE)).toEqual([])
    await page.setViewportSize(DESKTOP)
  })

  it('quantum: the convergence runs in a worker, can be cancelled, and shows both errors', async () => {
    await page.goto('/quantum')
    expect(await page.locator('.quantum-honest').textContent()).toContain(
      'No quantum computer is used',
    )
    const run = page.getByRole('button', { name: 'Run convergence' })
    await run.click({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByText('Stopped.').waitFor()
    await run.click()
    const rows = page.getByTestId('convergence-row')
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(9)
    const errors = async (sampler: string) =>
      rows
        .getByTestId(`error-${sampler}`)
        .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))))
    const pseudo = await errors('pseudo')
    const sobol = await errors('sobol')
    expect(pseudo.every((e) => Number.isFinite(e) && e >= 0)).toBe(true)
    expect(sobol.every((e) => Number.isFinite(e) && e >= 0)).toBe(true)
    // From 2^14 paths on, quasi-Monte Carlo is well ahead on a few smooth assets.
    const tail = (e: number[]) => e.slice(-3).reduce((a, b) => a + b, 0)
    expect(tail(sobol)).toBeLessThan(tail(pseudo))
    await page.locator('.convergence-plot canvas').first().waitFor()
  })
})
