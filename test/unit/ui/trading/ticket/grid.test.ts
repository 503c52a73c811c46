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
})
