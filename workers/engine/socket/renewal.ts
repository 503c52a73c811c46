/**
 * The server closes a socket with 4401 when its token expires, unless a fresh token arrives on
 * it (`auth`). The engine's /ws URL always carries the session's current token
 * (`/ws?token=…`, the protocol's one way to present it), so reading the URL again tells whether
 * the session refreshed since the socket opened or last renewed.
 */
export function tokenOfUrl(url: string): string | null {
  try {
    return new URL(url).searchParams.get('token')
  } catch {
    return null
  }
}
