/**
 * Builds the two bench pages (batched.html, batched-all.html, naive.html) with Vite's build API into a temporary
 * folder: production React, the app's CSS, module workers, as `npm run build` would bundle them.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'

export const LIVE_DIR = fileURLToPath(new URL('.', import.meta.url))
const PRODUCT_BRIDGE = resolve(LIVE_DIR, '../../../src/bridge/connection.ts')
const BENCH_BRIDGE = resolve(LIVE_DIR, 'bench-bridge.ts')

/**
 * Swaps the product's engine bridge for the bench's at module resolution, leaving every other
 * product module (prices.ts, watch.ts, price-feed.ts, the rows) exactly as the app ships them.
 * The product bridge would start the real engine SharedWorker, which needs a signed-in server.
 */
function benchBridge(): Plugin {
  return {
    name: 'bench-bridge',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/connection.ts')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === PRODUCT_BRIDGE ? BENCH_BRIDGE : null
    },
  }
}

/** Returns the folder holding batched.html, batched-all.html, naive.html and their assets. */
export async function buildLivePages(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-live-'))
  await build({
    configFile: false,
    root: LIVE_DIR,
    logLevel: 'warn',
    plugins: [react(), benchBridge()],
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      ...(process.env.BENCH_NO_MINIFY ? { minify: false } : {}),
      rolldownOptions: {
        input: {
          batched: resolve(LIVE_DIR, 'batched.html'),
          'batched-all': resolve(LIVE_DIR, 'batched-all.html'),
          naive: resolve(LIVE_DIR, 'naive.html'),
        },
      },
    },
  })
  return outDir
}
