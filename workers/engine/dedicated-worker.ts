/**
 * Dedicated-worker entry for browsers without SharedWorker (Chrome on Android): one tab, elected
 * with a Web Lock, runs the engine in this worker for every tab of the profile
 * (src/bridge/leader/). The owning tab may talk to the worker itself; every other tab, relayed
 * by the owning one, gets a port of its own sent with a `{ type: 'connect' }` message, exactly
 * as a SharedWorker gets one per tab. One engine per worker.
 */
// First, before any module builds a schema: the page's CSP forbids zod's eval probe.
import '../../protocol/zod-jitless.ts'
import { expose } from 'comlink'
import { createBrowserEngine } from './runtime.ts'

const engine = createBrowserEngine()

expose(engine.connectTab())

const isConnect = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'connect'

// Comlink's own listener on the worker ignores this message: its type is none of Comlink's.
globalThis.addEventListener('message', (event: MessageEvent) => {
  const port = event.ports[0]
  if (isConnect(event.data) && port !== undefined) expose(engine.connectTab(), port)
})
