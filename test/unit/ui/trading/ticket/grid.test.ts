import { describe, expect, it } from 'vitest'
import {
  floorToStep,
  parseDecimal,
  stepDecimals,
  stepText,
  stepsOf,
} from '../../../../../src/trading/ticket/grid.ts'

describe('grid helpers', () => {
  it('counts a step’s decimals, exponent form included', () => {
    expect(stepDecimals(0.01)).toBe(2)
    expect(stepDecimals(0.00001)).toBe(5)
    expect(stepDecimals(1000)).toBe(0)
    expect(stepText(0.00001)).toBe('0.00001')
  })

  it('rounds down to the step without float noise', () => {
    expect(floorToStep(0.3, 0.1)).toBe(0.3)
    expect(floorToStep(0.1499, 0.001)).toBe(0.149)
    expect(floorToStep(999, 1000)).toBe(0)
  })

  it('finds values off the grid', () => {
    expect(stepsOf(0.3, 0.1)).toBe(3)
    expect(stepsOf(0.000015, 0.00001)).toBeUndefined()
  })

  it('reads plain decimals only', () => {
    expect(parseDecimal(' 1,250.5 ')).toBe(1250.5)
    expect(parseDecimal('.5')).toBe(0.5)
    expect(parseDecimal('1e5')).toBeNull()
    expect(parseDecimal('-1')).toBeNull()
    expect(parseDecimal('abc')).toBeNull()
  })

  it('never reads a comma two ways: thousands in English, the decimal sign in German', () => {
    expect(parseDecimal('0,5', false)).toBeNull()
    expect(parseDecimal('1,25', false)).toBeNull()
    expect(parseDecimal('12,500,000', false)).toBe(12_500_000)
    expect(parseDecimal('0,5', true)).toBe(0.5)
    expect(parseDecimal('1.250,5', true)).toBe(1250.5)
    expect(parseDecimal('1,250', true)).toBe(1.25)
    expect(parseDecimal('1,250.5', true)).toBeNull()
    expect(parseDecimal('1.2.3', true)).toBeNull()
    // The dot stays the decimal point in every language: the ticket writes "0.500" itself.
    expect(parseDecimal('0.500', true)).toBe(0.5)
    expect(parseDecimal('0,', true)).toBe(0)
  })
})
