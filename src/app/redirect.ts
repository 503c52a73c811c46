const BASE = 'https://app.invalid'

/**
 * The `redirect` search param, made safe: only a path of this app (no other origin, no
 * protocol-relative `//host`, no backslash tricks, not the auth pages themselves), else null.
 */
export function safeRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  if (
    ['/login', '/register', '/forgot-password', '/reset-password', '/verify-email'].includes(
      url.pathname,
    )
  )
    return null
  return `${url.pathname}${url.search}${url.hash}`
}
