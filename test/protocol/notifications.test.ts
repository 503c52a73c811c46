import { describe, expect, it } from 'vitest'
import {
  categoryEnabled,
  DEFAULT_NOTIFICATION_PREFERENCES as DEFAULTS,
  notificationPreferencesUpdate,
  notificationsQuery,
} from '../../protocol/index.ts'

describe('notification categories', () => {
  it('follow their flag, marketing off by default', () => {
    expect(categoryEnabled(DEFAULTS, 'trading')).toBe(true)
    expect(categoryEnabled(DEFAULTS, 'marketing')).toBe(false)
    expect(categoryEnabled({ ...DEFAULTS, tradingAlerts: false }, 'trading')).toBe(false)
    expect(categoryEnabled({ ...DEFAULTS, systemAlerts: false }, 'system')).toBe(false)
    expect(categoryEnabled({ ...DEFAULTS, priceAlerts: false }, 'price')).toBe(false)
    expect(categoryEnabled({ ...DEFAULTS, newsAlerts: false }, 'news')).toBe(false)
  })

  it('never silence security or account notices', () => {
    const allOff = Object.fromEntries(Object.keys(DEFAULTS).map((k) => [k, false]))
    const off = { ...DEFAULTS, ...allOff }
    expect(categoryEnabled(off, 'security')).toBe(true)
    expect(categoryEnabled(off, 'account')).toBe(true)
  })
})

describe('inputs', () => {
  it('list 50 by default and at most 100', () => {
    expect(notificationsQuery.parse({}).limit).toBe(50)
    expect(notificationsQuery.safeParse({ limit: '101' }).success).toBe(false)
    expect(notificationsQuery.parse({ unread: 'true' }).unread).toBe(true)
  })

  it('take only known preference flags', () => {
    expect(notificationPreferencesUpdate.safeParse({ sms: true }).success).toBe(true)
    expect(notificationPreferencesUpdate.safeParse({ colour: true }).success).toBe(false)
    expect(notificationPreferencesUpdate.safeParse({ sms: 'yes' }).success).toBe(false)
  })
})
