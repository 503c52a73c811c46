import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { User } from '../../../protocol/index.ts'
import { APP_PAGES } from '../../../src/app/pages.ts'
import { routeTree } from '../../../src/app/routes.tsx'
import { setSession } from '../../../src/bridge/session.ts'

// the router's client mode touches `window` (scroll restoration, listeners); node has none
const g = globalThis as Record<string, unknown>
g.window ??= Object.assign(globalThis, {
  addEventListener() {},
  removeEventListener() {},
  scrollTo() {},
})

const user = (over: Partial<User> = {}): User => ({
  id: 'u1',
  email: 'trader@example.com',
  username: 'trader',
  full_name: 'Tess Trader',
  is_superuser: false,
  role: 'USER',
  created_at: '2026-01-01T00:00:00Z',
  ...over,
})

async function visit(path: string) {
  const router = createRouter({
    routeTree,
    isServer: false,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  return router.state
}

describe('route guards', () => {
  beforeEach(() => setSession({ status: 'unauthenticated', user: null, offline: false }))

  it('sends a signed-out visitor of a private page to /login, remembering the page', async () => {
    const state = await visit('/portfolio?tab=1')
    expect(state.location.pathname).toBe('/login')
    expect(state.location.search).toEqual({ redirect: '/portfolio?tab=1' })
  })

  it('sends a signed-out visitor of /admin to /login', async () => {
    const state = await visit('/admin')
    expect(state.location.pathname).toBe('/login')
    expect(state.location.search).toEqual({ redirect: '/admin' })
  })

  it('sends a non-admin away from /admin to /dashboard', async () => {
    setSession({ status: 'authenticated', user: user(), offline: false })
    const state = await visit('/admin')
    expect(state.location.pathname).toBe('/dashboard')
  })

  it('lets an admin (role ADMIN) into /admin', async () => {
    setSession({ status: 'authenticated', user: user({ role: 'ADMIN' }), offline: false })
    const state = await visit('/admin')
    expect(state.location.pathname).toBe('/admin')
  })

  it('redirects / to /dashboard when signed in and to /login when not', async () => {
    expect((await visit('/')).location.pathname).toBe('/login')
    setSession({ status: 'authenticated', user: user(), offline: false })
    expect((await visit('/')).location.pathname).toBe('/dashboard')
  })

  it('sends a signed-in user away from /login to the remembered page', async () => {
    setSession({ status: 'authenticated', user: user(), offline: false })
    const state = await visit('/login?redirect=%2Forders')
    expect(state.location.pathname).toBe('/orders')
  })

  it('refuses an off-site redirect after login', async () => {
    setSession({ status: 'authenticated', user: user(), offline: false })
    const state = await visit('/login?redirect=%2F%2Fevil.example')
    expect(state.location.pathname).toBe('/dashboard')
  })

  it('shows not-found for unknown paths without redirecting to login', async () => {
    const state = await visit('/no-such-page')
    expect(state.location.pathname).toBe('/no-such-page')
    expect(state.matches.map((m) => String(m.routeId))).toEqual(['__root__'])
  })

  it('matches every page of the signed-in area', async () => {
    setSession({ status: 'authenticated', user: user({ is_superuser: true }), offline: false })
    for (const page of APP_PAGES) {
      const state = await visit(`/${page}`)
      expect(state.location.pathname).toBe(`/${page}`)
      expect(state.matches.at(-1)?.routeId).toBe(`/app/${page}`)
    }
  })
})
