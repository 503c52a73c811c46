import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SIZES,
  resized,
  SIZE_BOUNDS,
  validSizes,
} from '../../../../../src/trading/layout/layout-sizes.ts'

describe('trading workspace sizes', () => {
  it('falls back to the defaults for anything that is not stored sizes', () => {
    expect(validSizes(null)).toEqual(DEFAULT_SIZES)
    expect(validSizes('wide')).toEqual(DEFAULT_SIZES)
    expect(validSizes({ book: 'x', ticket: Number.NaN, bottom: Infinity })).toEqual(DEFAULT_SIZES)
  })

  it('keeps stored numbers within each panel’s bounds', () => {
    expect(validSizes({ book: 5, ticket: 10_000, bottom: 300.4 })).toEqual({
      book: SIZE_BOUNDS.book.min,
      ticket: SIZE_BOUNDS.ticket.max,
      bottom: 300,
    })
  })

  it('moves one panel and leaves the others', () => {
    const next = resized(DEFAULT_SIZES, 'bottom', 40)
    expect(next).toEqual({ ...DEFAULT_SIZES, bottom: DEFAULT_SIZES.bottom + 40 })
    expect(resized(DEFAULT_SIZES, 'book', -1000).book).toBe(SIZE_BOUNDS.book.min)
  })
})
