import { isAdmin } from '../../protocol/constants.ts'
import type { SessionState } from '../../workers/engine/api.ts'
import { safeRedirect } from './redirect.ts'

/** Where a guard sends the user, or null to let them in. */
export type GuardRedirect =
  { to: '/login'; search: { redirect?: string } } | { to: '/dashboard' } | null

function toLogin(from: string): GuardRedirect {
  const back = safeRedirect(from)
  // the bare root needs no reminder: the role decides where to go after login
  return back && back !== '/'
    ? { to: '/login', search: { redirect: back } }
    : { to: '/login', search: {} }
}

/** Signed-in area: anyone authenticated. `from` is the href the user asked for. */
export function privateGuard(session: SessionState, from: string): GuardRedirect {
  return session.status === 'authenticated' && session.user ? null : toLogin(from)
}

/** Admin area: unauthenticated users to /login, non-admins to /dashboard. */
export function adminGuard(session: SessionState, from: string): GuardRedirect {
  const denied = privateGuard(session, from)
  if (denied) return denied
  return session.user && isAdmin(session.user) ? null : { to: '/dashboard' }
}

/** After login: the remembered page if safe, else admins to /admin and others to /dashboard. */
export function loginDestination(
  user: { is_superuser: boolean; role: 'USER' | 'ADMIN' },
  redirect: unknown,
): string {
  return safeRedirect(redirect) ?? (isAdmin(user) ? '/admin' : '/dashboard')
}
