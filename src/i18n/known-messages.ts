/**
 * Messages arrive from the engine and the server as English text (SPEC §8 keeps them word for
 * word). localizeMessage finds such a text among the `errors` area's English values and returns
 * the same entry in the trader's language, its {{placeholders}} filled from the English text;
 * any other text is returned as it came.
 */
import { useTranslation } from 'react-i18next'
import { resources, type AppLanguage } from './resources.ts'

type Tree = { readonly [key: string]: string | Tree }

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else flatten(value, path, out)
  }
  return out
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Pattern {
  path: string
  names: string[]
  regex: RegExp
}

const english = flatten(resources.en.translation.errors)
const exact = new Map<string, string>()
const patterns: Pattern[] = []
for (const [path, text] of english) {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')
  if (names.length === 0) {
    exact.set(text, path)
    continue
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+)'))
    .join('')
  patterns.push({ path, names, regex: new RegExp(`^${source}$`, 's') })
}

const byLanguage = new Map<string, Map<string, string>>()
function messagesOf(language: AppLanguage): Map<string, string> {
  let map = byLanguage.get(language)
  if (!map) {
    map = flatten(resources[language].translation.errors)
    byLanguage.set(language, map)
  }
  return map
}

const isLanguage = (v: string): v is AppLanguage => Object.hasOwn(resources, v)

/** `text` in `language` when it is a known message, else `text` itself. */
export function localizeMessage(text: string, language: string): string {
  if (!isLanguage(language) || language === 'en') return text
  const target = messagesOf(language)
  const path = exact.get(text)
  if (path !== undefined) return target.get(path) ?? text
  for (const p of patterns) {
    const match = p.regex.exec(text)
    if (!match) continue
    const values = new Map(p.names.map((name, i) => [name, match[i + 1] ?? '']))
    const template = target.get(p.path) ?? ''
    // A quoted detail is often itself a known message ("Bad Request: Invalid 2FA code…").
    return template.replace(PLACEHOLDER, (_, name: string) =>
      localizeMessage(values.get(name) ?? '', language),
    )
  }
  return text
}

/** localizeMessage in the current language; the component re-renders when the language changes. */
export function useLocalizeMessage(): (text: string) => string {
  const { i18n } = useTranslation()
  return (text) => localizeMessage(text, i18n.language)
}
