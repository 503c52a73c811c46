import { describe, expect, it } from 'vitest'
import { fillNotice, PRICE_ALERT_NOTICE, type PriceAlert } from '../../../../../protocol/index.ts'
import { i18n } from '../../../../../src/i18n/index.ts'
import {
  alertSummary,
  frequencyText,
} from '../../../../../src/pages/notifications/alert-summary.ts'
import { localizeAlertNotice } from '../../../../../src/pages/notifications/alert-notice.ts'
import { ageOf } from '../../../../../src/pages/notifications/relative-time.ts'

const alert: PriceAlert = {
  id: 'a1',
  symbol: 'BTC-USD',
  condition: 'crossing_up',
  price: 67_250,
  percent: null,
  windowSec: null,
  frequency: 'once_per_bar',
  timeframe: '5m',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastTriggeredAt: null,
  triggerCount: 0,
}
const move = { ...alert, condition: 'move_pct' as const, price: null, percent: 2.5, windowSec: 900 }

describe('how an alert reads', () => {
  it('in English and in German', () => {
    const en = i18n.getFixedT('en')
    const de = i18n.getFixedT('de')
    expect(alertSummary(en, alert)).toBe('BTC-USD crossing up 67,250.00')
    expect(alertSummary(de, alert)).toBe('BTC-USD kreuzt 67,250.00 nach oben')
    expect(alertSummary(en, move)).toBe('BTC-USD moves 2.5% within 15 min')
    expect(alertSummary(de, { ...move, windowSec: 7200 })).toBe(
      'BTC-USD bewegt sich um 2.5 % innerhalb von 2 Std.',
    )
    expect(frequencyText(en, alert)).toBe('Once per bar (5 minutes)')
    expect(frequencyText(de, { frequency: 'once', timeframe: null })).toBe('Einmalig')
  })
})

describe('a notification age', () => {
  const at = Date.parse('2026-01-01T12:00:00Z')
  it('rounds to the largest sensible unit', () => {
    expect(ageOf('2026-01-01T11:59:30Z', at)).toEqual({ key: 'justNow', n: 0 })
    expect(ageOf('2026-01-01T11:55:00Z', at)).toEqual({ key: 'minutes', n: 5 })
    expect(ageOf('2026-01-01T09:00:00Z', at)).toEqual({ key: 'hours', n: 3 })
    expect(ageOf('2025-12-30T12:00:00Z', at)).toEqual({ key: 'days', n: 2 })
  })
})

describe("a firing's notification", () => {
  it('reads back in German from the English the server stored; other text stays', () => {
    const de = i18n.getFixedT('de')
    const message = fillNotice(PRICE_ALERT_NOTICE.crossing_up, {
      symbol: 'BTC-USD',
      level: '67,250.00',
      price: '67,262.50',
    })
    expect(message).toBe('BTC-USD crossed above 67,250.00 (now 67,262.50)')
    expect(localizeAlertNotice(de, message)).toBe(
      'BTC-USD hat 67,250.00 nach oben gekreuzt (jetzt 67,262.50)',
    )
    expect(localizeAlertNotice(de, 'Price alert: ETH-USD')).toBe('Preisalarm: ETH-USD')
    expect(localizeAlertNotice(de, 'Order filled')).toBe('Order filled')
    const en = i18n.getFixedT('en')
    expect(localizeAlertNotice(en, message)).toBe(message)
  })
})
