/**
 * Strategies in Chromium as a trader uses them (issue 14, acceptance 4): create from a template,
 * backtest with visible progress, read the report, optimise on a small grid and save, activate a
 * strategy that acts on every 1-minute bar, see its order, pause it; then a swarm of the two. One
 * demo server, one browser and one signed-in tab for the whole file.
 */
import { axeOn } from './axe.ts'
import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoApp, traderOnDashboard } from './demo-app.ts'

const app = demoApp()
let context: BrowserContext
let page: Page

beforeAll(async () => {
  ;({ context, page } = await traderOnDashboard(app, DESKTOP))
})
afterAll(async () => {
  await context?.close()
})

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1440, height: 900 }

/** Creates a paused strategy from a template through the gallery's form. */
async function fromTemplate(templateId: string, name: string): Promise<void> {
  await page.getByTestId(`template-${templateId}`).getByRole('button').click()
  await page.getByTestId('template-name').fill(name)
  await page.getByTestId('template-create').click()
  await page.getByTestId('template-form').waitFor({ state: 'detached' })
  await page.getByRole('heading', { name: `Editor: ${name}` }).waitFor()
}

async function save(): Promise<void> {
  await page.getByTestId('editor-save').click()
  await page.getByText('Strategy saved.').first().waitFor()
}

async function accessible(viewports = [PHONE, DESKTOP]): Promise<void> {
  for (const viewport of viewports) {
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
  await page.setViewportSize(DESKTOP)
}

describe('strategies in Chromium', () => {
  it('creates a strategy from a template and narrows its parameter ranges', async () => {
    await page.goto('/strategy-studio')
    await page.getByTestId('strategies-empty').waitFor({ timeout: 20_000 })
    expect(await page.locator('li[data-testid^="template-"]').count()).toBeGreaterThanOrEqual(6)
    await fromTemplate('ma-crossover', 'E2E crossover')
    const row = page.getByTestId('strategy-list').locator('tbody tr')
    expect(await row.count()).toBe(1)
    expect(await row.getByTestId('strategy-status').textContent()).toBe('Paused')
    // A small grid: fast 5, 10, 15 × slow 20, 30, 40.
    await page.getByTestId('parameter-fast-max').fill('15')
    await page.getByTestId('parameter-fast-step').fill('5')
    await page.getByTestId('parameter-slow-max').fill('40')
    await page.getByTestId('parameter-slow-step').fill('10')
    // The shared validation answers as the trader types.
    await page.getByTestId('parameter-slow-value').fill('90')
    await page.getByTestId('editor-save').click()
    await page.getByTestId('editor-invalid').waitFor()
    await page.getByTestId('parameter-slow-value').fill('30')
    await save()
    await accessible()
  })

  it('exports it, refuses a file that is not a strategy, imports the export and deletes the copy', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('strategy-export').click(),
    ])
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      name: string
      config: { parameters: { slow: { max: number } } }
    }
    expect(exported.name).toBe('E2E crossover')
    expect(exported.config.parameters.slow.max).toBe(40)
    const file = page.getByTestId('strategy-import')
    await file.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"not":"a strategy"}'),
    })
    expect(await page.getByTestId('import-error').textContent()).toBe('Invalid strategy data')
    await file.setInputFiles({
      name: 'good.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...exported, name: 'E2E copy' })),
    })
    const rows = page.getByTestId('strategy-list').locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(2)
    // The imported strategy is the current one; deleting it selects the first remaining.
    await page.getByRole('heading', { name: 'Editor: E2E copy' }).waitFor()
    await page.getByTestId('strategy-delete').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => rows.count()).toBe(1)
    await page.getByRole('heading', { name: 'Editor: E2E crossover' }).waitFor()
  })

  it('backtests it with visible progress and reads the report', { timeout: 90_000 }, async () => {
    await page.getByTestId('strategy-backtest').click()
    await page.waitForURL((u) => u.pathname === '/backtesting')
    expect(
      await page.getByTestId('backtest-strategy').locator('option:checked').textContent(),
    ).toBe('E2E crossover')
    await page.getByTestId('preset-6M').click()
    await page.getByTestId('backtest-run').click()
    const bar = page.getByTestId('backtest-progress').getByRole('progressbar')
    await bar.waitFor()
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('100')
    const stats = page.getByTestId('backtest-stats')
    await stats.waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('stat-totalReturn-value').textContent()).toMatch(/^[+−]?\d.*%$/)
    expect(await page.getByTestId('stat-maxDrawdown-value').textContent()).toMatch(/%$/)
    const trades = Number(await page.getByTestId('stat-trades-value').textContent())
    expect(trades).toBeGreaterThan(0)
    const rows = page.getByTestId('backtest-trades').locator('tbody tr')
    expect(await rows.count()).toBe(Math.min(trades, 25))
    expect(await rows.first().locator('td').last().textContent()).toMatch(/→/)
    await page.getByTestId('backtest-charts').locator('canvas').first().waitFor()
    expect(
      await page.getByTestId('runs-table').getByTestId('run-status').first().textContent(),
    ).toBe('Completed')
    await accessible()
  })

  it('optimises on a small grid and saves the best config', { timeout: 90_000 }, async () => {
    await page.getByTestId('optimise-method').selectOption('grid')
    await page.getByTestId('optimise-start').click()
    const result = page.getByTestId('optimise-result')
    await result.waitFor({ timeout: 60_000 })
    const best = (await page.getByTestId('optimise-best').textContent()) ?? ''
    const fast = /fast = (\d+)/.exec(best)?.[1]
    expect(['5', '10', '15']).toContain(fast)
    expect(await page.getByTestId('optimise-trials').locator('tbody tr').count()).toBeGreaterThan(1)
    await page.getByTestId('optimise-save').click()
    await page.getByText('Optimised config saved.').first().waitFor()
    await page.goto('/strategy-studio')
    await expect
      .poll(() => page.getByTestId('parameter-fast-value').inputValue(), { timeout: 10_000 })
      .toBe(fast)
  })

  it(
    'activates a strategy that acts on every minute, sees its order, and pauses it',
    { timeout: 150_000 },
    async () => {
      await fromTemplate('ma-crossover', 'E2E every bar')
      await page.getByTestId('editor-timeframe').selectOption('1m')
      await page.getByTestId('rule-0-condition-0-left-kind').selectOption('price')
      await page.getByTestId('rule-0-condition-0-op').selectOption('gt')
      await page.getByTestId('rule-0-condition-0-right-kind').selectOption('value')
      await page.getByTestId('rule-0-size').fill('0.1')
      await save()
      await page.getByTestId('strategy-toggle').click()
      const current = page.locator('tr[aria-current="true"]')
      await expect.poll(() => current.getByTestId('strategy-status').textContent()).toBe('Active')
      const order = page.getByTestId('strategy-order').first()
      await order.waitFor({ timeout: 120_000 })
      const cells = await order.locator('td').allTextContents()
      expect(cells[1]).toBe('golden_cross')
      expect(cells[2]).toBe('Buy')
      expect(Number(cells[3])).toBeGreaterThan(0)
      await page.getByTestId('strategy-toggle').click()
      await expect.poll(() => current.getByTestId('strategy-status').textContent()).toBe('Paused')
    },
  )

  it('groups the two strategies into a swarm and shows its agents and weights', async () => {
    await page.goto('/ai-swarm')
    expect(await page.getByTestId('swarm-intro').textContent()).toContain('w ← w·exp(η·score)')
    const agents = page.locator('[data-testid^="swarm-agent-"]')
    await expect.poll(() => agents.count(), { timeout: 10_000 }).toBe(2)
    await agents.nth(0).check()
    await agents.nth(1).check()
    await page.getByTestId('swarm-name').fill('E2E swarm')
    await page.getByTestId('swarm-submit').click()
    const rows = page.getByTestId('swarm-agents').getByTestId('swarm-agent')
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2)
    const weights = (await page.getByTestId('swarm-agent-weight').allTextContents()).map((w) =>
      Number(w.replace('%', '')),
    )
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0)
    expect(await rows.locator('th').allTextContents()).toEqual(
      expect.arrayContaining(['E2E crossover', 'E2E every bar']),
    )
    await accessible()
  })
})
