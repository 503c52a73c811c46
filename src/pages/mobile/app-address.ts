/** The address a phone should open: the app's own origin, at its root. */
export const appAddress = (origin: string): string => `${origin}/`

/**
 * What stands between a phone and this address. `loopback`: it names this computer only.
 * `insecure`: plain http, where browsers allow no install, no offline use and none of the
 * storage the app needs. `reachable`: nothing we can tell from here.
 */
export type AddressAdvice = 'loopback' | 'insecure' | 'reachable'

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  )
}

export function addressAdvice(location: { hostname: string; protocol: string }): AddressAdvice {
  if (isLoopbackHost(location.hostname)) return 'loopback'
  return location.protocol === 'https:' ? 'reachable' : 'insecure'
}
