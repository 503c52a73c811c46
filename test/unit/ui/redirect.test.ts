import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../../../src/app/redirect.ts'

describe('safeRedirect', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeRedirect('/orders')).toBe('/orders')
    expect(safeRedirect('/charts?symbol=BTC-USD#1h')).toBe('/charts?symbol=BTC-USD#1h')
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'orders',
    '',
    '/\u0000x',
    '/login',
    '/register?x=1',
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBeNull()
  })

  it('refuses non-strings', () => {
    expect(safeRedirect(undefined)).toBeNull()
    expect(safeRedirect(['/orders'])).toBeNull()
    expect(safeRedirect(42)).toBeNull()
  })

  it('normalises dot segments that would climb out', () => {
    expect(safeRedirect('/a/../../orders')).toBe('/orders')
  })
})
