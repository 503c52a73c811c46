import { describe, expect, it } from 'vitest'
import type { Notification } from '../../../../protocol/index.ts'
import {
  categoryLabel,
  exactTime,
  filterNotifications,
  relativeTime,
  toastOf,
} from '../../../../src/notifications/present.ts'

const n = (over: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  title: 'Order filled',
  message: 'Bought 1 XAU-USD at 2,400.00',
  category: 'trading',
  type: 'trade',
  priority: 'normal',
  timestamp: '2026-05-01T12:00:00.000Z',
  read: false,
  ...over,
})

describe('a notification toast', () => {
  it('stays 4 s, or 6 s when urgent (SPEC §9), titled and kinded by its type', () => {
    expect(toastOf(n())).toEqual({
      message: 'Bought 1 XAU-USD at 2,400.00',
      options: { kind: 'success', title: 'Order filled', duration: 4000 },
    })
    expect(toastOf(n({ priority: 'urgent', type: 'error' })).options).toMatchObject({
      kind: 'error',
      duration: 6000,
    })
    expect(toastOf(n({ type: 'warning' })).options.kind).toBe('warning')
    expect(toastOf(n({ type: 'other' })).options.kind).toBe('info')
  })
})

describe('times', () => {
  const at = Date.parse('2026-05-01T12:00:00.000Z')
  it('are relative on the page', () => {
    expect(relativeTime(n().timestamp, at + 10_000)).toBe('just now')
    expect(relativeTime(n().timestamp, at + 5 * 60_000)).toBe('5 min ago')
    expect(relativeTime(n().timestamp, at + 3 * 3_600_000)).toBe('3 h ago')
    expect(relativeTime(n().timestamp, at + 2 * 86_400_000)).toBe('2 d ago')
    // A clock slightly behind the server's never says "in the future".
    expect(relativeTime(n().timestamp, at - 5_000)).toBe('just now')
  })

  it('are exact in the tooltip, in the YYYY-MM-DD HH:mm:ss format', () => {
    expect(exactTime(n().timestamp)).toMatch(/^2026-05-0[12] \d{2}:00:00$/)
  })
})

describe('the page filters', () => {
  const items = [
    n({ id: 'a' }),
    n({ id: 'b', read: true }),
    n({ id: 'c', category: 'security' }),
    n({ id: 'd', category: 'security', read: true }),
  ]
  const ids = (l: Notification[]) => l.map((x) => x.id)

  it('combine a category with read or unread', () => {
    expect(ids(filterNotifications(items, 'all', 'all'))).toEqual(['a', 'b', 'c', 'd'])
    expect(ids(filterNotifications(items, 'trading', 'all'))).toEqual(['a', 'b'])
    expect(ids(filterNotifications(items, 'all', 'unread'))).toEqual(['a', 'c'])
    expect(ids(filterNotifications(items, 'security', 'read'))).toEqual(['d'])
    expect(filterNotifications(items, 'marketing', 'all')).toEqual([])
  })

  it('name the chips', () => {
    expect(categoryLabel('all')).toBe('All')
    expect(categoryLabel('security')).toBe('Security')
  })
})
