import { describe, expect, it } from 'vitest'
import type { SessionState } from '../../../workers/engine/api.ts'
import { adminGuard, loginDestination, privateGuard } from '../../../src/app/guards.ts'

const base = { id: 'u', email: 'a@b.c', username: 'a', full_name: null, created_at: '' }
const signedIn = (is_superuser: boolean, role: 'USER' | 'ADMIN'): SessionState => ({
  status: 'authenticated',
  offline: false,
  user: { ...base, is_superuser, role },
})
const signedOut: SessionState = { status: 'unauthenticated', user: null, offline: false }

describe('guards', () => {
  it('lets signed-in users into private pages', () => {
    expect(privateGuard(signedIn(false, 'USER'), '/orders')).toBeNull()
  })

  it('sends signed-out users to /login remembering the page', () => {
    expect(privateGuard(signedOut, '/orders?x=1')).toEqual({
      to: '/login',
      search: { redirect: '/orders?x=1' },
    })
    expect(privateGuard(signedOut, '/')).toEqual({ to: '/login', search: {} })
  })

  it('treats admins as is_superuser or role ADMIN', () => {
    expect(adminGuard(signedIn(true, 'USER'), '/admin')).toBeNull()
    expect(adminGuard(signedIn(false, 'ADMIN'), '/admin')).toBeNull()
    expect(adminGuard(signedIn(false, 'USER'), '/admin')).toEqual({ to: '/dashboard' })
    expect(adminGuard(signedOut, '/admin')).toEqual({
      to: '/login',
      search: { redirect: '/admin' },
    })
  })

  it('picks the destination after login', () => {
    expect(loginDestination({ is_superuser: false, role: 'USER' }, undefined)).toBe('/dashboard')
    expect(loginDestination({ is_superuser: false, role: 'ADMIN' }, undefined)).toBe('/admin')
    expect(loginDestination({ is_superuser: true, role: 'USER' }, '/orders')).toBe('/orders')
    expect(loginDestination({ is_superuser: false, role: 'USER' }, 'https://evil.example')).toBe(
      '/dashboard',
    )
  })
})
