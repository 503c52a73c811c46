import { describe, expect, it } from 'vitest'
import { bellLabel, formatBadge } from '../../../src/layout/badge.ts'

describe('unread badge', () => {
  it('shows nothing for zero or less', () => {
    expect(formatBadge(0)).toBeNull()
    expect(formatBadge(-3)).toBeNull()
    expect(formatBadge(Number.NaN)).toBeNull()
  })

  it('shows the count up to 99', () => {
    expect(formatBadge(1)).toBe('1')
    expect(formatBadge(99)).toBe('99')
  })

  it('caps at 99+ above 99', () => {
    expect(formatBadge(100)).toBe('99+')
    expect(formatBadge(12345)).toBe('99+')
  })

  it('labels the bell with the real count', () => {
    expect(bellLabel(0)).toBe('Notifications, 0 unread')
    expect(bellLabel(150)).toBe('Notifications, 150 unread')
  })
})
