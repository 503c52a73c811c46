/**
 * Dedicated-worker entry for browsers without SharedWorker (Chrome on Android): the same
 * engine, one per tab, exposed on the worker itself. Refreshes are serialised between these
 * engines with a Web Lock (see auth/session.ts), since they share one refresh cookie.
 */
// First, before any module builds a schema: the page's CSP forbids zod's eval probe.
import '../../protocol/zod-jitless.ts'
import { expose } from 'comlink'
import { createBrowserEngine } from './runtime.ts'

expose(createBrowserEngine().connectTab())
