import { describe, expect, it } from 'vitest'
import {
  formatPercent,
  formatPrice,
  formatSignedMoney,
  trendClass,
} from '../../../src/lib/format.ts'

describe('formatting', () => {
  it('prints prices with the decimals their size needs', () => {
    expect(formatPrice(65432.1)).toBe('65,432.10')
    expect(formatPrice(1.08567)).toBe('1.0857')
    expect(formatPrice(0.000123)).toBe('0.000123')
  })

  it('signs percentages and money', () => {
    expect(formatPercent(1.234)).toBe('+1.23%')
    expect(formatPercent(-0.5)).toBe('−0.50%')
    expect(formatSignedMoney(-12.5)).toBe('−$12.50')
    expect(trendClass(-1)).toBe('down')
    expect(trendClass(0)).toBe('flat')
  })
})
