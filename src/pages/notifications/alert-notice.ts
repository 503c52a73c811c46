/**
 * A price alert's notification in the trader's language. The server stores it in English from
 * the templates in protocol/price-alerts.ts; the same templates read it back here, so the two
 * cannot drift. Any other text is returned as it is.
 */
import type { TFunction } from 'i18next'
import { PRICE_ALERT_NOTICE } from '../../../protocol/index.ts'

type NoticeKey = keyof typeof PRICE_ALERT_NOTICE

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const PATTERNS = (Object.entries(PRICE_ALERT_NOTICE) as [NoticeKey, string][]).map(
  ([key, template]) => {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
    const source = template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('(.+?)')
    return { key, names, regex: new RegExp(`^${source}$`, 's') }
  },
)

export function localizeAlertNotice(t: TFunction, text: string): string {
  for (const p of PATTERNS) {
    const match = p.regex.exec(text)
    if (!match) continue
    const value = (name: string): string => {
      const at = p.names.indexOf(name)
      return at < 0 ? '' : (match[at + 1] ?? '')
    }
    return t(`alerts.notice.${p.key}`, {
      symbol: value('symbol'),
      level: value('level'),
      price: value('price'),
      change: value('change'),
      window: value('window'),
    })
  }
  return text
}
