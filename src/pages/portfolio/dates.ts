import { numberLocale } from '../../lib/number-locale.ts'

const formatters = new Map<string, Intl.DateTimeFormat>()

/** A date and time in the UI language's style, e.g. "Mar 3, 2026, 14:05" or "03.03.2026, 14:05". */
export function formatDateTime(ms: number): string {
  const locale = numberLocale()
  let f = formatters.get(locale)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    formatters.set(locale, f)
  }
  return f.format(ms)
}
