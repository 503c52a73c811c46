/**
 * Every translation, by language then area: one file per area and language under en/ and de/.
 * English is the source; another language's files are typed by it, so a missing or misspelt
 * key fails the build.
 */
import { profile as deProfile } from './de/profile.ts'
import { shell as deShell } from './de/shell.ts'
import { titles as deTitles } from './de/titles.ts'
import { profile as enProfile } from './en/profile.ts'
import { shell as enShell } from './en/shell.ts'
import { titles as enTitles } from './en/titles.ts'

export const resources = {
  en: { translation: { shell: enShell, profile: enProfile, titles: enTitles } },
  de: { translation: { shell: deShell, profile: deProfile, titles: deTitles } },
} as const

export type AppLanguage = keyof typeof resources
export const APP_LANGUAGES = Object.keys(resources) as AppLanguage[]
/** Each language named in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = { en: 'English', de: 'Deutsch' }
