import { config } from 'zod'

/*
 * Zod probes `Function('')` when it builds an object schema, to compile a faster parser. The
 * app's Content-Security-Policy forbids eval (script-src 'self'), so in the page and in the
 * workers the probe fails and Chromium records a CSP violation. Turning the compiler off skips
 * the probe; parsing is the same. Must run before any schema is built: import this module first
 * in every entry (src/main.tsx, the engine's workers, the service worker).
 */
config({ jitless: true })
