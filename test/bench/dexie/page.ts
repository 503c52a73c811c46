/**
 * The bench page: starts the writer SharedWorker (where the engine keeps its database) and hands
 * its Comlink proxy to the bench as `window.dexieBench`.
 */
import { wrap, type Remote } from 'comlink'
import type { DexieWriter } from './writer.ts'

declare global {
  interface Window {
    dexieBench: Remote<DexieWriter>
  }
}

const worker = new SharedWorker(new URL('./writer.ts', import.meta.url), {
  type: 'module',
  name: 'dexie-bench',
})
window.dexieBench = wrap<DexieWriter>(worker.port)
