import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium, never a downloaded one; flags that work on a closed network. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  })
