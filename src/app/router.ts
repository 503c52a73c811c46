import { createRouter } from '@tanstack/react-router'
import { PageLoading } from '../components/PageLoading.tsx'
import { RouteError } from '../components/RouteError.tsx'
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx'
import { routeTree } from './routes.tsx'

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: PageLoading,
  defaultPendingMs: 100,
  defaultPendingMinMs: 200,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
  notFoundMode: 'root',
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
