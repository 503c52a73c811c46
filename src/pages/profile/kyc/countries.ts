import { ISO_COUNTRIES } from '../../../../protocol/index.ts'

/** Every ISO country as [code, name in `language`], sorted by name in that language. */
export function countryOptions(language: string): [string, string][] {
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([language], { type: 'region' })
  } catch {
    names = undefined
  }
  const collator = new Intl.Collator(language)
  return ISO_COUNTRIES.map((c): [string, string] => [c, names?.of(c) ?? c]).sort((a, b) =>
    collator.compare(a[1], b[1]),
  )
}

/** The latest date of birth of an adult today, as YYYY-MM-DD (for the date input's max). */
export function latestAdultBirthday(minAge: number, today = new Date()): string {
  const d = new Date(
    Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()),
  )
  return d.toISOString().slice(0, 10)
}
