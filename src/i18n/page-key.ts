import { PAGE_INFO, type AppPage, type PublicPage } from '../app/pages.ts'

/** The titles key of a pathname: its first segment's page, else "notFound" (as titleForPath). */
export function pageKeyForPath(pathname: string): AppPage | PublicPage | 'notFound' {
  const first = pathname.split('/').filter(Boolean)[0] ?? 'dashboard'
  return Object.hasOwn(PAGE_INFO, first) ? (first as AppPage | PublicPage) : 'notFound'
}
