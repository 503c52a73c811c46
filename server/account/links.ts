import type { FastifyRequest } from 'fastify'
import { isLoopback } from '../cli/config.ts'
import { mailConfigFromEnv } from '../mail/mail-config.ts'

/**
 * The address of a page of the app for a mailed link. PUBLIC_URL when set. Without it the
 * request's Host is used only when it is a loopback address (a local demo): a Host header is
 * whatever the caller sent, and trusting it would let anyone have a victim mailed a reset link
 * to their own site. Otherwise the link is a path, to be opened on the site.
 */
export function appLink(
  path: string,
  params: Record<string, string>,
  req?: FastifyRequest,
): string {
  const query = new URLSearchParams(params).toString()
  const relative = `${path}?${query}`
  const configured = mailConfigFromEnv().publicUrl
  if (configured) return configured + relative
  const host = req?.headers.host
  if (host === undefined) return relative
  const hostname = host.replace(/:\d+$/, '')
  if (!/^[\w.[\]:-]+$/.test(host) || !isLoopback(hostname)) return relative
  return `${req?.protocol ?? 'http'}://${host}${relative}`
}
