/** Builds the Dexie writes bench page and its SharedWorker with Vite's build API into a temporary folder. */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

export const DEXIE_BENCH_DIR = fileURLToPath(new URL('.', import.meta.url))

/** Returns the folder holding writes.html and its assets. */
export async function buildDexieBenchPage(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-dexie-'))
  await build({
    configFile: false,
    root: DEXIE_BENCH_DIR,
    logLevel: 'warn',
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { input: { writes: resolve(DEXIE_BENCH_DIR, 'writes.html') } },
    },
  })
  return outDir
}
