/**
 * SharedWorker entry: one engine per browser profile, one Comlink endpoint per tab.
 * Created by the UI with
 *   new SharedWorker(new URL('../../workers/engine/shared-worker.ts', import.meta.url),
 *     { type: 'module', name: 'engine' })
 */
// First, before any module builds a schema: the page's CSP forbids zod's eval probe.
import '../../protocol/zod-jitless.ts'
import { expose } from 'comlink'
import { createBrowserEngine } from './runtime.ts'

// tsconfig gives workers/engine the DOM lib, which has no SharedWorkerGlobalScope.
interface SharedWorkerScope {
  onconnect: ((event: MessageEvent) => void) | null
}

const engine = createBrowserEngine()

;(globalThis as unknown as SharedWorkerScope).onconnect = (event) => {
  const port = event.ports[0]
  if (port !== undefined) expose(engine.connectTab(), port)
}
