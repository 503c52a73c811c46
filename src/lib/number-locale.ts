import i18n from 'i18next'

/** The number style of each UI language: German groups with "." and decimals with ",". */
const NUMBER_LOCALES: Record<string, string> = { en: 'en-US', de: 'de-DE' }

/** The locale figures are shown in: the UI language's (English unless told). */
export function numberLocale(): string {
  return NUMBER_LOCALES[i18n.language] ?? 'en-US'
}

/** Whether the UI language writes decimals with a comma (German "0,5"). */
export const usesDecimalComma = (): boolean =>
  localFormat('probe', {})
    .formatToParts(1.5)
    .some((p) => p.type === 'decimal' && p.value === ',')

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * A number formatter in the UI language, made once per (language, style): `key` names the
 * options, so the same key must always come with the same options.
 */
export function localFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = numberLocale()
  const id = `${locale}|${key}`
  let f = formatters.get(id)
  if (!f) {
    f = new Intl.NumberFormat(locale, options)
    formatters.set(id, f)
  }
  return f
}
