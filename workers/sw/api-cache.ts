/** The documented API reads the service worker keeps for offline use (SPEC §2 preloaded list). */
const CACHED_READS: RegExp[] = [
  /^\/api\/v1\/health$/,
  /^\/api\/v1\/market\/symbols$/,
  /^\/api\/v1\/portfolio$/,
  /^\/api\/v1\/portfolios$/,
  /^\/api\/v1\/portfolios\/[^/]+\/(holdings|summary|performance)$/,
]

export const API_CACHE = 'api-reads'

export const isCachedApiRead = (pathname: string): boolean =>
  CACHED_READS.some((re) => re.test(pathname))

/** Paths the navigation fallback must never answer with the app shell. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api(\/|$)/, /^\/ws(\/|$|\?)/]
