/** Builds the chart render bench page with Vite's build API into a temporary folder. */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

export const CHART_BENCH_DIR = fileURLToPath(new URL('.', import.meta.url))

/** Returns the folder holding render.html and its assets. */
export async function buildChartBenchPage(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-chart-'))
  await build({
    configFile: false,
    root: CHART_BENCH_DIR,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { input: { render: resolve(CHART_BENCH_DIR, 'render.html') } },
    },
  })
  return outDir
}
