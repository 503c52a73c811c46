/**
 * The colour theme on <html data-theme>: dark, light, or "system", which follows the OS's
 * `prefers-color-scheme` live (SPEC §4). The last choice is remembered in this browser, so the
 * next start (and the login page) opens in it before the settings arrive.
 */
import type { ThemeSetting } from '../../protocol/settings.ts'

const STORAGE_KEY = 'tradedesk.theme'
const LIGHT_QUERY = '(prefers-color-scheme: light)'

let chosen: ThemeSetting = 'dark'
let stopFollowing: (() => void) | null = null

const isTheme = (v: unknown): v is ThemeSetting => v === 'dark' || v === 'light' || v === 'system'

function paint(light: boolean): void {
  // No page (the route table loaded by tests in Node): nothing to paint.
  if (typeof document === 'undefined') return
  const root = document.documentElement
  root.dataset.theme = light ? 'light' : 'dark'
  root.style.colorScheme = light ? 'light' : 'dark'
}

/** Which look "system" stands for right now. */
const systemIsLight = (): boolean =>
  typeof matchMedia === 'function' && matchMedia(LIGHT_QUERY).matches

export function applyTheme(theme: ThemeSetting): void {
  chosen = theme
  stopFollowing?.()
  stopFollowing = null
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // Storage refused (private mode, quota): the theme still applies for this session.
  }
  if (theme !== 'system') {
    paint(theme === 'light')
    return
  }
  paint(systemIsLight())
  if (typeof matchMedia !== 'function') return
  const media = matchMedia(LIGHT_QUERY)
  const follow = (e: MediaQueryListEvent) => paint(e.matches)
  media.addEventListener('change', follow)
  stopFollowing = () => media.removeEventListener('change', follow)
}

export const currentTheme = (): ThemeSetting => chosen

/** The theme this browser used last (dark on a first visit). */
export function rememberedTheme(): ThemeSetting {
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    return isTheme(saved) ? saved : 'dark'
  } catch {
    return 'dark'
  }
}
