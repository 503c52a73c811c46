/// <reference lib="webworker" />
// First, before any module builds a schema: the CSP forbids zod's eval probe here too.
import '../../protocol/zod-jitless.ts'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { clientsClaim } from 'workbox-core'
import type { WorkboxPlugin } from 'workbox-core/types'
import { API_CACHE, NAVIGATION_DENYLIST, isCachedApiRead } from './api-cache.ts'
import { listenForSync, placeOrQueue } from './order-queue.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Any in-app path opens the app shell, so deep links and reloads work offline.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }),
)

// Network first: traders must see fresh data whenever the server answers; the copy is for offline.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    isCachedApiRead(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 5,
    // Workbox's own plugin types predate exactOptionalPropertyTypes.
    plugins: [
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 }) as WorkboxPlugin,
    ],
  }),
)

// Orders that cannot reach the server are queued and replayed under sync-trades.
registerRoute(
  ({ url, request }) =>
    request.method === 'POST' &&
    url.origin === self.location.origin &&
    url.pathname === '/api/v1/orders',
  ({ request }) => placeOrQueue(request),
  'POST',
)
listenForSync()

// A waiting version activates only when the user accepts the update prompt.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting()
  }
})

// The first install takes control at once so the very first visit is already available offline.
clientsClaim()
