import { describe, expect, it } from 'vitest'
import { formatOptionName, parseOptionName } from '../../../protocol/options/index.ts'

describe('option contract names', () => {
  it('formats the Deribit style', () => {
    const expiry = new Date(Date.UTC(2026, 11, 27, 8))
    expect(formatOptionName({ underlying: 'BTC', expiry, strike: 70000, kind: 'call' })).toBe(
      'BTC-27DEC26-70000-C',
    )
    expect(
      formatOptionName({
        underlying: 'SOL',
        expiry: new Date(Date.UTC(2027, 0, 3)),
        strike: 2.5,
        kind: 'put',
      }),
    ).toBe('SOL-03JAN27-2d5-P')
  })

  it('parses what it formats', () => {
    const contract = parseOptionName('ETH-05MAR27-3500-P')
    expect(contract).toEqual({
      underlying: 'ETH',
      expiry: new Date(Date.UTC(2027, 2, 5)),
      strike: 3500,
      kind: 'put',
    })
    expect(contract && formatOptionName(contract)).toBe('ETH-05MAR27-3500-P')
    expect(parseOptionName('SOL-03JAN27-2d5-C')?.strike).toBe(2.5)
  })

  it('returns null for anything that is not a contract name', () => {
    for (const bad of [
      '',
      'BTC-27DEC26-70000',
      'BTC-27DEC26-70000-X',
      'btc-27DEC26-70000-C',
      'BTC-31FEB26-70000-C',
      'BTC-27XYZ26-70000-C',
      'BTC-7DEC26-70000-C',
      'BTC-27DEC26-0-C',
      'BTC-27DEC26-070000-C',
      'BTC-27DEC26-1d50-C',
      'BTC-27DEC26--5-C',
      ' BTC-27DEC26-70000-C',
    ]) {
      expect(parseOptionName(bad), bad).toBeNull()
    }
  })

  it('refuses to name a contract it could not parse back', () => {
    const expiry = new Date(Date.UTC(2026, 11, 27))
    expect(() => formatOptionName({ underlying: 'BTC', expiry, strike: -1, kind: 'call' })).toThrow(
      RangeError,
    )
    expect(() => formatOptionName({ underlying: 'btc', expiry, strike: 1, kind: 'call' })).toThrow(
      RangeError,
    )
    expect(() =>
      formatOptionName({ underlying: 'BTC', expiry: new Date(Number.NaN), strike: 1, kind: 'put' }),
    ).toThrow(RangeError)
  })
})
