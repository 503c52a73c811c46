import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import type { SymbolInfo } from '../../../../../protocol/index.ts'
import {
  CLASS_FILTERS,
  OPTIONS_MAX,
  groupOptions,
  moveActive,
  pickerOptions,
  type OptionsInput,
} from '../../../../../src/trading/market/symbol-options.ts'

const info = (symbol: string, assetClass: SymbolInfo['assetClass'], name = symbol): SymbolInfo => {
  const [base = symbol, quote = 'USD'] = symbol.split('-')
  return {
    symbol,
    name,
    assetClass,
    base,
    quote,
    tickSize: 0.01,
    lotSize: 0.001,
    maxQuantity: 1000,
  }
}

const list = [
  info('BTC-USD', 'crypto', 'Bitcoin'),
  info('ETH-USD', 'crypto', 'Ether'),
  info('EUR-USD', 'fx', 'Euro'),
  info('AAPL-USD', 'equity', 'Apple'),
  info('XAU-USD', 'commodity', 'Gold'),
]

const input = (over: Partial<OptionsInput>): OptionsInput => ({
  query: '',
  filter: 'all',
  recents: [],
  list,
  results: null,
  ...over,
})

describe('pickerOptions', () => {
  it('shows recent symbols first, then the rest of the market, each once', () => {
    const options = pickerOptions(input({ recents: ['EUR-USD', 'BTC-USD'] }))
    expect(options.map((o) => [o.symbol, o.group])).toEqual([
      ['EUR-USD', 'recent'],
      ['BTC-USD', 'recent'],
      ['ETH-USD', 'market'],
      ['AAPL-USD', 'market'],
      ['XAU-USD', 'market'],
    ])
    expect(options[0]).toMatchObject({ name: 'Euro', assetClass: 'fx' })
  })

  it('narrows recents and the market to the chosen asset class', () => {
    const options = pickerOptions(input({ recents: ['EUR-USD', 'BTC-USD'], filter: 'crypto' }))
    expect(options.map((o) => o.symbol)).toEqual(['BTC-USD', 'ETH-USD'])
  })

  it('lists recents before the symbol list loads, unless a class must be known', () => {
    expect(
      pickerOptions(input({ list: null, recents: ['BTC-USD'] })).map((o) => [o.symbol, o.name]),
    ).toEqual([['BTC-USD', null]])
    expect(pickerOptions(input({ list: null, recents: ['BTC-USD'], filter: 'crypto' }))).toEqual([])
  })

  it('shows the search results for a query, narrowed to the class', () => {
    const results = [info('EUR-USD', 'fx'), info('EUR-GBP', 'fx'), info('EURC-USD', 'crypto')]
    const all = pickerOptions(input({ query: ' eur ', results, recents: ['BTC-USD'] }))
    expect(all.map((o) => [o.symbol, o.group])).toEqual([
      ['EUR-USD', 'results'],
      ['EUR-GBP', 'results'],
      ['EURC-USD', 'results'],
    ])
    const fx = pickerOptions(input({ query: 'eur', results, filter: 'fx' }))
    expect(fx.map((o) => o.symbol)).toEqual(['EUR-USD', 'EUR-GBP'])
  })

  it('shows nothing for a query whose results have not arrived', () => {
    expect(pickerOptions(input({ query: 'btc', results: null }))).toEqual([])
  })

  it('caps the list', () => {
    const many = Array.from({ length: OPTIONS_MAX + 20 }, (_, i) => info(`S${i}-USD`, 'crypto'))
    expect(pickerOptions(input({ list: many }))).toHaveLength(OPTIONS_MAX)
  })

  it('offers the four asset classes and All', () => {
    expect(CLASS_FILTERS.map((f) => i18n.t(`trading.picker.classes.${f}`))).toEqual([
      'All',
      'Crypto',
      'FX',
      'Equity',
      'Commodity',
    ])
  })
})

describe('moveActive', () => {
  it('starts at the first option going down and the last going up', () => {
    expect(moveActive(-1, 1, 5)).toBe(0)
    expect(moveActive(-1, -1, 5)).toBe(4)
  })

  it('wraps around both ends', () => {
    expect(moveActive(4, 1, 5)).toBe(0)
    expect(moveActive(0, -1, 5)).toBe(4)
    expect(moveActive(2, 1, 5)).toBe(3)
  })

  it('has nothing to activate in an empty list', () => {
    expect(moveActive(0, 1, 0)).toBe(-1)
  })
})

describe('groupOptions', () => {
  it('splits options into runs of one group, keeping their index in the whole list', () => {
    const options = pickerOptions(input({ recents: ['EUR-USD'] }))
    const groups = groupOptions(options)
    expect(groups.map((g) => g.group)).toEqual(['recent', 'market'])
    expect(groups[1]?.items[0]).toMatchObject({ index: 1, option: { symbol: 'BTC-USD' } })
  })
})
