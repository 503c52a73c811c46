import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../../../src/i18n/index.ts'
import {
  formatCell,
  formatLevel,
  formatRate,
  formatRatio,
  formatReturn,
  NO_VALUE,
} from '../../../../src/pages/portfolio-analytics/format.ts'
import { rateOf } from '../../../../src/pages/portfolio-analytics/ChoicesForm.tsx'

afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('analytics figures as written', () => {
  it('writes returns signed in percent, ratios to two decimals, nothing as a dash', () => {
    expect(formatReturn(0.0123)).toBe('+1.23%')
    expect(formatReturn(-0.0421)).toBe('−4.21%')
    expect(formatReturn(null)).toBe(NO_VALUE)
    expect(formatRatio(1.2345)).toBe('1.23')
    expect(formatRatio(-0.5)).toBe('−0.50')
    expect(formatRatio(Number.NaN)).toBe(NO_VALUE)
    expect(formatLevel(0.135)).toBe('13.50%')
    expect(formatRate(1.04 ** (1 / 365) - 1)).toBe('0.01075%')
  })

  it('never shows a loss too small to see as −0.0 in the heat map', () => {
    expect(formatCell(0.0234)).toBe('2.3')
    expect(formatCell(-0.0234)).toBe('−2.3')
    expect(formatCell(-0.0001)).toBe('0.0')
  })

  it('follows the UI language: German decimals with a comma', async () => {
    await i18n.changeLanguage('de')
    expect(formatReturn(0.0123)).toBe('+1,23%')
    expect(formatRatio(1234.5)).toBe('1.234,50')
    expect(rateOf('4,5')).toBeCloseTo(0.045, 12)
  })

  it('takes a risk-free rate from 0 to 20 % a year only', () => {
    expect(rateOf('4')).toBeCloseTo(0.04, 12)
    expect(rateOf('0')).toBe(0)
    expect(rateOf('20')).toBeCloseTo(0.2, 12)
    expect(rateOf('21')).toBeNull()
    expect(rateOf('abc')).toBeNull()
  })
})
