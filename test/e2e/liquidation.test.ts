import { describe, expect, it } from 'vitest'
import { demoApp } from './demo-app.ts'
import { apiTrader, openAs } from './trader-api.ts'

describe('liquidation warnings in Chromium', () => {
  // Warned as soon as a position loses, so a fresh position (bought at the ask, marked at the
  // mid) is warned within a tick, without waiting for the market to fall.
  const app = demoApp({ LIQUIDATION_WARN_BUFFER: '1' })

  it('shows the server’s warning as a banner over the positions and as a toast', async () => {
    const t = await apiTrader(app)
    const { context, page } = await openAs(app, t, '/perps')
    try {
      await page.getByRole('tab', { name: 'Positions' }).click()
      await page.getByText('No open positions').waitFor()
      await t.api('POST', '/orders', {
        portfolioId: t.portfolioId,
        symbol: 'BTC-USD',
        market: 'perp',
        leverage: 50,
        side: 'buy',
        orderType: 'market',
        quantity: 0.01,
      })
      const banner = page.getByTestId('liquidation-banner')
      await banner.waitFor({ timeout: 20_000 })
      const text = (await banner.textContent()) ?? ''
      expect(text).toMatch(/^BTC-USD long is \d+\.\d\d % from liquidation at \$[\d,]+\.\d\d$/)
      // And a toast, apart from the banner, saying the same.
      await page.getByTestId('toast').filter({ hasText: text }).first().waitFor()
    } finally {
      await context.close()
    }
  })
})
