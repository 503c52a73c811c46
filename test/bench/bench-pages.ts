/**
 * The frame of the benches that run in Chromium: a built page folder served on 127.0.0.1 with
 * Vite's preview server and one Debian Chromium; both are stopped and the build removed after.
 */
import { rm } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { preview } from 'vite'
import { launchBrowser } from '../e2e/browser.ts'

export async function withBenchPages<T>(
  root: string,
  outDir: string,
  use: (browser: Browser, base: string) => Promise<T>,
): Promise<T> {
  const server = await preview({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const browser = await launchBrowser()
  try {
    const base = server.resolvedUrls?.local[0]
    if (!base) throw new Error('bench page server has no address')
    return await use(browser, base)
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await rm(outDir, { recursive: true, force: true })
  }
}
