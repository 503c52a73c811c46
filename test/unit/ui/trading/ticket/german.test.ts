import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import { orderHeadline, orderPlacedMessage } from '../../../../../src/trading/ticket/messages.ts'
import { checkLeverage } from '../../../../../src/trading/ticket/validate.ts'
import { resolveQuantity } from '../../../../../src/trading/ticket/quantity.ts'

// The same helpers the ticket calls with its hook's `t`, given German instead of English.
const de = i18n.getFixedT('de')
const btc = { base: 'BTC', quote: 'USD', tickSize: 0.01, lotSize: 0.00001, maxQuantity: 1000 }

describe('the ticket in German', () => {
  it('words the toast, the confirmation and the field checks in German', () => {
    expect(
      orderPlacedMessage(de, { side: 'sell', quantity: 2, symbol: 'ETH-USD', status: 'filled' }),
    ).toBe('Verkauf 2 ETH-USD: ausgeführt')
    expect(
      orderHeadline(de, {
        portfolioId: 'p',
        symbol: 'BTC-USD',
        side: 'buy',
        orderType: 'stop_limit',
        quantity: 0.25,
        market: 'perp',
      }),
    ).toBe('Kauf 0.25 BTC-USD · Stop-Limit (Perpetual)')
    expect(checkLeverage(de, 51, null)).toBe('Der Hebel muss eine ganze Zahl von 1 bis 50 sein')
    expect(resolveQuantity(de, '', 'quote', 100, btc).error).toBe(
      'Bitte geben Sie einen Betrag ein',
    )
  })
})
