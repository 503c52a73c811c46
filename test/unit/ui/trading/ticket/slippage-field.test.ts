import { describe, expect, it } from 'vitest'
import { parseTolerance } from '../../../../../src/trading/ticket/SlippageField.tsx'

describe('parseTolerance', () => {
  it('reads a percent within 0–50', () => {
    expect(parseTolerance('0.5')).toBe(0.5)
    expect(parseTolerance('0')).toBe(0)
    expect(parseTolerance('50')).toBe(50)
  })

  it('refuses empty, negative, too wide or non-numeric input', () => {
    for (const raw of ['', ' ', '-0.1', '50.01', 'abc', 'Infinity'])
      expect(parseTolerance(raw)).toBeNull()
  })
})
