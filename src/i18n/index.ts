/**
 * The UI's translations (i18next + react-i18next). The language comes from the trader's
 * settings and switches at once, without a reload; <html lang> follows. Until the settings
 * arrive, the language this browser used last is shown.
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { APP_LANGUAGES, resources, type AppLanguage } from './resources.ts'

const STORAGE_KEY = 'tradedesk.language'

const isLanguage = (v: unknown): v is AppLanguage =>
  typeof v === 'string' && (APP_LANGUAGES as string[]).includes(v)

function remembered(): AppLanguage {
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    return isLanguage(saved) ? saved : 'en'
  } catch {
    return 'en'
  }
}

const initial = remembered()
// Resources are bundled, so init completes synchronously (initAsync: false).
void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
})
const setHtmlLang = (lang: AppLanguage): void => {
  // No page in Node (tests load the route table): only i18next's own state changes.
  if (typeof document !== 'undefined') document.documentElement.lang = lang
}
setHtmlLang(initial)

export async function setLanguage(language: string): Promise<void> {
  const next = isLanguage(language) ? language : 'en'
  try {
    localStorage.setItem(STORAGE_KEY, next)
  } catch {
    // Storage refused: the language still applies for this session.
  }
  setHtmlLang(next)
  if (i18n.language !== next) await i18n.changeLanguage(next)
}

export { i18n }
