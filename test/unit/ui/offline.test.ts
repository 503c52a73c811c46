import { describe, expect, it } from 'vitest'
import { connectionText, offlineBannerVisible } from '../../../src/layout/offline.ts'
import { welcomeName } from '../../../src/lib/display-name.ts'

describe('offline banner', () => {
  it('shows when the session runs from saved data', () => {
    expect(offlineBannerVisible({ offline: true }, { status: 'connected' }, true)).toBe(true)
  })

  it('shows when the browser is offline and the socket is not connected', () => {
    expect(offlineBannerVisible({ offline: false }, { status: 'connecting' }, false)).toBe(true)
    expect(offlineBannerVisible({ offline: false }, { status: 'error' }, false)).toBe(true)
  })

  it('hides while online, or while the socket is still connected', () => {
    expect(offlineBannerVisible({ offline: false }, { status: 'error' }, true)).toBe(false)
    expect(offlineBannerVisible({ offline: false }, { status: 'connected' }, false)).toBe(false)
  })

  it("describes the connection, preferring the engine's error message", () => {
    expect(connectionText({ status: 'connected', message: null })).toBe('Live')
    expect(
      connectionText({ status: 'error', message: 'Failed to reconnect after multiple attempts' }),
    ).toBe('Failed to reconnect after multiple attempts')
    expect(connectionText({ status: 'error', message: null })).toBe('Connection error')
  })
})

describe('welcome name', () => {
  it('uses the full name, falling back to Trader', () => {
    expect(welcomeName({ full_name: 'Ada Lovelace' })).toBe('Ada Lovelace')
    expect(welcomeName({ full_name: null })).toBe('Trader')
    expect(welcomeName({ full_name: '   ' })).toBe('Trader')
    expect(welcomeName(null)).toBe('Trader')
  })
})
