// import.meta.glob's type, also when the tests' typecheck (tsconfig.node.json) reads this file
/// <reference types="vite/client" />
/**
 * The one route table (SPEC §2), code-based. Every page is its own lazy chunk; the guards read
 * the session from the app store only after the engine has decided it, so nothing flashes.
 */
import {
  createRootRoute,
  createRoute,
  lazyRouteComponent,
  redirect,
  type ParsedLocation,
} from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx'
import { decidedSession } from '../bridge/session.ts'
import { Spinner } from '../components/Spinner.tsx'
import { AppLayout } from '../layout/AppLayout.tsx'
import { adminGuard, loginDestination, privateGuard, type GuardRedirect } from './guards.ts'
import { APP_PAGES, type AppPage, type PublicPage } from './pages.ts'
import { RootLayout } from './RootLayout.tsx'

/** Every page's own lazy chunk, by folder: `pages/<page>/<Name>Page.tsx`. */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../pages/*/*Page.tsx',
  // imported directly: it is the router's not-found component
  '!../pages/not-found/*',
])

function SessionCheck() {
  const { t } = useTranslation()
  return <Spinner label={t('common.checkingSession')} />
}

function lazyPage(page: AppPage | PublicPage) {
  const folder = `../pages/${page}/`
  const load = Object.entries(pageModules).find(([file]) => file.startsWith(folder))?.[1]
  if (!load) throw new Error(`No page module in ${folder}`)
  return lazyRouteComponent(load)
}

/** TanStack signals a redirect by throwing its (non-Error) redirect object. */
function bounce(target: ReturnType<typeof redirect>): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw target
}

function follow(to: GuardRedirect): void {
  if (!to) return
  if (to.to === '/dashboard') bounce(redirect({ to: '/dashboard' }))
  bounce(redirect({ to: '/login', search: to.search }))
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async () => {
    const session = await decidedSession()
    if (session.status === 'authenticated') bounce(redirect({ to: '/dashboard' }))
    bounce(redirect({ to: '/login', search: {} }))
  },
})

interface LoginSearch {
  redirect?: string
}
const validateLoginSearch = (search: Record<string, unknown>): LoginSearch =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ search }) => {
    const session = await decidedSession()
    if (session.status === 'authenticated' && session.user) {
      bounce(redirect({ href: loginDestination(session.user, search.redirect) }))
    }
  },
  component: lazyPage('login'),
})

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'register',
  component: lazyPage('register'),
})

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  component: lazyPage('forgot-password'),
})

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  component: lazyPage('reset-password'),
})

const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'verify-email',
  component: lazyPage('verify-email'),
})

/** The signed-in area: a pathless layout, so unknown paths stay a plain not-found page. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: AppLayout,
  pendingComponent: SessionCheck,
  beforeLoad: async ({ location }: { location: ParsedLocation }) => {
    follow(privateGuard(await decidedSession(), location.href))
  },
})

/** Admin pages add their own guard on top of the signed-in one. */
async function adminOnly({ location }: { location: ParsedLocation }): Promise<void> {
  follow(adminGuard(await decidedSession(), location.href))
}

/** One route per page of the signed-in area, in APP_PAGES order. */
const appPageRoutes = APP_PAGES.map((path) =>
  createRoute({
    getParentRoute: () => appRoute,
    path,
    component: lazyPage(path),
    ...(path === 'admin' ? { beforeLoad: adminOnly } : {}),
  }),
)

export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  appRoute.addChildren(appPageRoutes),
])
