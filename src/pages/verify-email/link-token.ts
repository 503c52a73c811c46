/** The `token` of a mailed link in the page's address, if any. */
export function linkTokenFromUrl(): string | null {
  const token = new URLSearchParams(window.location.search).get('token')
  return token === null || token.trim() === '' ? null : token.trim()
}

/**
 * Takes the token out of the address bar once read, so it does not linger in history or leak
 * through a Referer header.
 */
export function forgetLinkToken(): void {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('token')) return
  url.searchParams.delete('token')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}
