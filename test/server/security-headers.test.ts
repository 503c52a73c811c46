import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HSTS, installSecurityHeaders } from '../../server/http/security-headers.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'

let t: TestServer
let token = ''
let staticDir = ''

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'tradedesk-headers-'))
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {})')
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'export {}')
  // Behind a proxy, so that X-Forwarded-Proto is believed.
  t = await startServer({ staticDir, trustProxy: true })
  token = (await newUser(t.api, 'headers')).token
})
afterAll(async () => {
  await t.close()
  rmSync(staticDir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { headers: { ...headers, authorization: `Bearer ${token}` } })

const expectSecurityHeaders = (res: Response, what: string) => {
  const csp = res.headers.get('content-security-policy') ?? ''
  const directives = csp.split(';').map((d) => d.trim())
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "img-src 'self' data: blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ])
    expect(directives, `${what}: ${directive}`).toContain(directive)
  expect(csp, what).not.toContain('unsafe-')
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), what).toBe('no-referrer')
  expect(res.headers.get('x-frame-options'), what).toBe('DENY')
  expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin')
}

describe('security headers', () => {
  it('are on API answers, errors included', async () => {
    const health = await get('/api/v1/health')
    expect(health.status).toBe(200)
    expectSecurityHeaders(health, 'health')
    const missing = await get('/api/v1/no-such-thing')
    expect(missing.status).toBe(404)
    expectSecurityHeaders(missing, '404')
  })

  it('are on the app shell and its files, with their own caching', async () => {
    for (const path of ['/', '/dashboard']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toContain('text/html')
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
      expectSecurityHeaders(res, path)
    }
    const sw = await get('/sw.js')
    expect(sw.status).toBe(200)
    expect(sw.headers.get('content-type')).toMatch(/^(text|application)\/javascript/)
    expect(sw.headers.get('cache-control')).toBe('no-cache')
    expectSecurityHeaders(sw, 'sw.js')
    const asset = await get('/assets/index-abc123.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(asset, 'asset')
  })

  it('send HSTS only for requests that arrived over TLS', async () => {
    for (const path of ['/api/v1/health', '/'])
      expect((await get(path)).headers.get('strict-transport-security'), path).toBeNull()
    for (const path of ['/api/v1/health', '/', '/api/v1/users/me']) {
      const res = await get(path, { 'x-forwarded-proto': 'https' })
      expect(res.headers.get('strict-transport-security'), path).toBe(HSTS)
    }
  })

  it('ignore X-Forwarded-Proto when no proxy is trusted', async () => {
    const app = Fastify({ trustProxy: false })
    await installSecurityHeaders(app)
    app.get('/', () => ({ ok: true }))
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })
    expect(res.headers['strict-transport-security']).toBeUndefined()
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    await app.close()
  })
})

describe('Cache-Control on /api/v1', () => {
  it('is no-store on personal data', async () => {
    for (const path of ['/api/v1/users/me', '/api/v1/portfolios']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
    const created = await t.api('POST', '/api/v1/portfolios', {
      token,
      json: { name: 'Second' },
    })
    expect(created.headers.get('cache-control')).toBe('no-store')
  })

  it('is no-store on refusals too', async () => {
    const res = await fetch(`${t.url}/api/v1/users/me`)
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('keeps what a handler chose', async () => {
    expect((await get('/api/v1/health')).headers.get('cache-control')).toBe('no-cache')
  })
})
