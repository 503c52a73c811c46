import { describe, expect, it } from 'vitest'
import {
  formatFixed,
  formatSpread,
  formatSpreadPercent,
  formatUtcClock,
  symbolParts,
} from '../../../../../src/trading/market/number-format.ts'

describe('market number formats', () => {
  it('prints a fixed number of decimals', () => {
    expect(formatFixed(1.5, 4)).toBe('1.5000')
    expect(formatFixed(64010, 0)).toBe('64,010')
  })

  it('prints a spread with the decimals of the prices around it', () => {
    expect(formatSpread(0.5, 64000)).toBe('0.50')
    expect(formatSpread(0.0002, 1.0857)).toBe('0.0002')
  })

  it('gives a tight spread enough decimals not to read zero', () => {
    expect(formatSpreadPercent(0.0015625)).toBe('0.0016%')
    expect(formatSpreadPercent(0.25)).toBe('0.250%')
    expect(formatSpreadPercent(1.5)).toBe('1.50%')
  })

  it('prints trade times in UTC', () => {
    expect(formatUtcClock(Date.UTC(2024, 4, 1, 9, 5, 7))).toBe('09:05:07')
    expect(formatUtcClock(Number.NaN)).toBe('—')
  })

  it('splits a symbol into base and quote', () => {
    expect(symbolParts('BTC-USD')).toEqual({ base: 'BTC', quote: 'USD' })
  })
})
