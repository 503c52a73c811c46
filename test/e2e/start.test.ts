import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from './app-server.ts'

// `npm start` serves the app, the API and the PWA files from one process, with demo accounts.
describe('npm start', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer()
  })
  afterAll(async () => {
    await server.stop()
  })

  it('serves the app shell at / and for deep links', async () => {
    for (const path of ['/', '/dashboard', '/portfolio', '/no/such/page']) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toContain('<div id="root"></div>')
    }
  })

  it('serves the service worker uncached and a manifest with the required fields', async () => {
    const sw = await fetch(`${server.url}/sw.js`)
    expect(sw.status).toBe(200)
    expect(sw.headers.get('cache-control')).toContain('no-cache')
    expect(await sw.text()).toContain('index.html')

    const html = await (await fetch(`${server.url}/`)).text()
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1]
    expect(href).toBeTruthy()
    const manifest = (await (await fetch(`${server.url}${href}`)).json()) as {
      name: string
      display: string
      theme_color: string
      start_url: string
      icons: { sizes: string; purpose?: string; src: string }[]
      shortcuts: { name: string; url: string }[]
    }
    expect(manifest.display).toBe('standalone')
    expect(manifest.theme_color).toBe('#6366f1')
    expect(manifest.start_url).toBe('/dashboard')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const res = await fetch(`${server.url}${icon.src}`)
      expect(res.headers.get('content-type')).toBe('image/png')
    }
    expect(manifest.shortcuts).toContainEqual(
      expect.objectContaining({ name: 'Quick Trade', url: '/trading' }),
    )
  })

  it('answers unknown API paths with a JSON 404, not the app shell', async () => {
    const res = await fetch(`${server.url}/api/v1/no-such-thing`)
    expect(res.status).toBe(404)
    expect(await res.json()).toHaveProperty('detail')
  })

  it('has demo accounts that can sign in', async () => {
    const hint = (await (await fetch(`${server.url}/api/v1/auth/demo`)).json()) as {
      enabled: boolean
      email: string
      password: string
    }
    expect(hint.enabled).toBe(true)
    const res = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: hint.email, password: hint.password }).toString(),
    })
    expect(res.status).toBe(200)
  })
})
