import { describe, expect, it } from 'vitest'
import {
  dayRange,
  formatUtcDateTime,
  formatUtcHourMinute,
  isDay,
  parseDay,
} from '../../../../../src/trading/orders/utc-time.ts'

describe('UTC days', () => {
  it('reads real YYYY-MM-DD days only', () => {
    expect(parseDay('2024-05-01')).toBe(Date.UTC(2024, 4, 1))
    expect(isDay('2024-02-29')).toBe(true)
    expect(isDay('2023-02-29')).toBe(false)
    expect(isDay('2024-13-01')).toBe(false)
    expect(isDay('2024-5-1')).toBe(false)
    expect(isDay('yesterday')).toBe(false)
  })

  it('turns an inclusive day range into times, open ends unbounded', () => {
    expect(dayRange('2024-05-01', '2024-05-01')).toEqual({
      start: Date.UTC(2024, 4, 1),
      end: Date.UTC(2024, 4, 2),
    })
    expect(dayRange(null, null)).toEqual({
      start: Number.NEGATIVE_INFINITY,
      end: Number.POSITIVE_INFINITY,
    })
    expect(dayRange('not a day', '2024-05-01').start).toBe(Number.NEGATIVE_INFINITY)
  })

  it('reads a backwards range the right way round', () => {
    expect(dayRange('2024-05-03', '2024-05-01')).toEqual({
      start: Date.UTC(2024, 4, 1),
      end: Date.UTC(2024, 4, 4),
    })
  })
})

describe('UTC times', () => {
  it("prints SPEC §9's date format in UTC whatever the offset given", () => {
    expect(formatUtcDateTime('2024-05-01T14:02:11.500Z')).toBe('2024-05-01 14:02:11')
    expect(formatUtcDateTime('2024-05-02T01:30:00+02:00')).toBe('2024-05-01 23:30:00')
    expect(formatUtcDateTime('garbage')).toBe('—')
  })

  it('prints hours and minutes in UTC', () => {
    expect(formatUtcHourMinute(Date.UTC(2024, 4, 1, 9, 5, 59))).toBe('09:05')
  })
})
