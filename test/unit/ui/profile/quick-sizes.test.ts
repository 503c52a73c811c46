import { describe, expect, it } from 'vitest'
import { parseQuickSizes } from '../../../../src/pages/profile/settings/quick-sizes.ts'

describe('parseQuickSizes', () => {
  it('reads amounts separated by commas or spaces', () => {
    expect(parseQuickSizes('100, 500 1000;5000')).toEqual([100, 500, 1000, 5000])
  })

  it('refuses empty, non-positive, repeated or more than eight amounts', () => {
    expect(parseQuickSizes(' ')).toBeNull()
    expect(parseQuickSizes('100, -5')).toBeNull()
    expect(parseQuickSizes('100, abc')).toBeNull()
    expect(parseQuickSizes('100, 100')).toBeNull()
    expect(parseQuickSizes('1 2 3 4 5 6 7 8 9')).toBeNull()
  })
})
