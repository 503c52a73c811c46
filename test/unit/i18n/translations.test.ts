import { describe, expect, it } from 'vitest'
import { resources } from '../../../src/i18n/resources.ts'

type Tree = { readonly [key: string]: string | Tree }

/** Every key path with its text. */
function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else leaves(value, path, out)
  }
  return out
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort()

/** Words German traders use as they are: product names, trading terms, brand-like labels. */
const LOANWORDS = new Set([
  'Admin',
  'Administrator',
  'Android (Chrome)',
  'Backtesting',
  'Chart {{n}}',
  'Charts',
  'DeFi',
  'Index',
  'KYC',
  'Limit',
  'Live',
  'Long',
  'Maker',
  'Margin',
  'Market',
  'Marketing',
  'Mobile App',
  'Name',
  'OK',
  'Orders',
  'Perpetual',
  'Perpetuals',
  'Portfolio',
  'Portfolios',
  'Push',
  'Selfie',
  'Short',
  'SMS',
  'Social Trading',
  'Spot',
  'Spread',
  'Status',
  'Stop',
  'Superuser',
  'Symbol',
  'System',
  'Taker',
  'Tick × {{m}}',
  'Ticks/s',
  'Trades',
  'Version',
  'Wallet',
])

/** A text with no word of its own: placeholders, digits, punctuation and one-letter units (s, x). */
const hasNoWords = (text: string) => !/\p{L}{2}/u.test(text.replace(/\{\{\w+\}\}/g, ''))

const en = leaves(resources.en.translation)
const de = leaves(resources.de.translation)

describe('German translation', () => {
  it('has every English key and no other, each with the same placeholders', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort())
    const differing = [...en]
      .filter(([key, text]) => placeholders(de.get(key) ?? '').join() !== placeholders(text).join())
      .map(([key]) => key)
    expect(differing).toEqual([])
  })

  it('translates every text, except loanwords and texts without words', () => {
    const untranslated = [...en]
      .filter(([key, text]) => de.get(key) === text && !LOANWORDS.has(text) && !hasNoWords(text))
      .map(([key, text]) => `${key}: ${text}`)
    expect(untranslated).toEqual([])
  })

  it('keeps the Sie-form: no informal du, dich, dein in German texts', () => {
    const informal = [...de]
      .filter(([, text]) => /\b(du|dich|dir|dein\w*)\b/i.test(text))
      .map(([key, text]) => `${key}: ${text}`)
    expect(informal).toEqual([])
  })
})
