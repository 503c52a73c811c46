import { describe, expect, it } from 'vitest'
import { NAV, localizeNav } from '../../../../src/layout/nav.ts'
import { resources } from '../../../../src/i18n/resources.ts'

type Tree = { [key: string]: string | Tree }

/** Every key path with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [p, v] of leaves(value, path)) out.set(p, v)
  }
  return out
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

const en = leaves(resources.en.translation)
const de = leaves(resources.de.translation)

describe('translations', () => {
  it('German has every English key, non-empty, with the same placeholders', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort())
    for (const [key, text] of en) {
      const german = de.get(key) ?? ''
      expect(german.trim(), key).not.toBe('')
      expect(placeholders(german), key).toEqual(placeholders(text))
    }
  })

  it('names every menu entry in both languages, and English as the menu itself says', () => {
    for (const lang of ['en', 'de'] as const) {
      const strings = lang === 'en' ? en : de
      const missing: string[] = []
      const localized = localizeNav(NAV, (kind, key, english) => {
        const text = strings.get(`shell.nav.${kind}.${key}`)
        if (text === undefined) missing.push(`${kind}.${key}`)
        return text ?? english
      })
      expect(missing, lang).toEqual([])
      if (lang === 'en') expect(localized).toEqual(NAV)
    }
  })
})
