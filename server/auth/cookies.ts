import type {} from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX, REFRESH_COOKIE } from '../../protocol/index.ts'
import { REFRESH_TTL_MS } from './refresh-tokens.ts'

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  secure: boolean,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: API_PREFIX,
    // Without "remember me" the browser forgets the cookie when it closes; the server-side
    // lifetime is 30 days either way.
    ...(persistent ? { maxAge: REFRESH_TTL_MS / 1000 } : {}),
  })
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: API_PREFIX,
  })
}

export const refreshCookie = (req: FastifyRequest): string | undefined => {
  const value = req.cookies[REFRESH_COOKIE]
  return value === undefined || value === '' ? undefined : value
}
