import WebSocket from 'ws'
import type { DemoHint } from '../../protocol/index.ts'
import { createServer, type Server, type ServerOptions } from '../../server/app.ts'
import { migratedTemplate } from './db-template.ts'

export interface Reply<T = unknown> {
  status: number
  body: T
  headers: Headers
  cookies: string[]
}

export interface CallOptions {
  json?: unknown
  form?: Record<string, string>
  raw?: { body: string; contentType: string }
  token?: string
  cookie?: string
  headers?: Record<string, string>
}

export type Api = <T = unknown>(
  method: string,
  path: string,
  opts?: CallOptions,
) => Promise<Reply<T>>

export function makeApi(base: string): Api {
  return async <T>(method: string, path: string, opts: CallOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...opts.headers }
    let body: string | undefined
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(opts.json)
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(opts.form).toString()
    } else if (opts.raw) {
      headers['content-type'] = opts.raw.contentType
      body = opts.raw.body
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    if (opts.cookie) headers.cookie = opts.cookie
    const res = await fetch(base + path, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text === '' ? undefined : JSON.parse(text)
    } catch {
      // Not JSON (static files): keep the text.
    }
    return {
      status: res.status,
      body: parsed as T,
      headers: res.headers,
      cookies: res.headers.getSetCookie(),
    }
  }
}

/** The `refresh_token=…` pair of a Set-Cookie list, ready for a Cookie header. */
export function refreshCookieOf(reply: Reply): string | undefined {
  const line = reply.cookies.find((c) => c.startsWith('refresh_token='))
  return line?.split(';')[0]
}

export interface TestServer {
  server: Server
  url: string
  wsUrl: string
  api: Api
  /** An open socket with the user's token; closed by `close()`. */
  connect(token: string, autoPong?: boolean): Promise<TestSocket>
  close(): Promise<void>
}

export async function startServer(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const server = await createServer({
    demo: false,
    inMemoryDb: true,
    ...(opts.databaseUrl === undefined ? { inMemoryTemplate: await migratedTemplate() } : {}),
    passwordHashing: 'fast',
    secureCookies: false,
    authRateLimit: { capacity: 10_000, refillMs: 60_000 },
    marketSeed: 7,
    // Every payload this server sends on /ws is parsed by its channel's schema first.
    checkPushes: true,
    ...opts,
  })
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 })
  const wsUrl = url.replace(/^http/, 'ws') + '/ws'
  const sockets: TestSocket[] = []
  return {
    server,
    url,
    wsUrl,
    api: makeApi(url),
    async connect(token, autoPong = true) {
      const s = new TestSocket(`${wsUrl}?token=${encodeURIComponent(token)}`, autoPong)
      sockets.push(s)
      await s.opened
      return s
    },
    close: () => {
      for (const s of sockets) s.close()
      return server.close()
    },
  }
}

/** Access tokens of the demo administrator and the demo trader (a server started with `demo`). */
export async function demoTokens(api: Api): Promise<{ admin: string; trader: string }> {
  const hint = (await api<DemoHint>('GET', '/api/v1/auth/demo')).body
  if (!hint.enabled) throw new Error('demo mode expected')
  const login = async (email: string) =>
    (
      await api<{ access_token: string }>('POST', '/api/v1/auth/login', {
        form: { username: email, password: hint.password },
      })
    ).body.access_token
  return { admin: await login(hint.email), trader: await login(hint.traderEmail) }
}

let counter = 0
/** Registers a fresh user and logs in; returns its access token and login reply. */
export async function newUser(api: Api, prefix = 'user') {
  counter += 1
  const suffix = `${Date.now().toString(36)}${counter}`
  const creds = {
    email: `${prefix}${suffix}@example.com`,
    password: 'correct horse battery',
    username: `${prefix}_${suffix}`,
  }
  const reg = await api<{ id: string }>('POST', '/api/v1/auth/register', { json: creds })
  if (reg.status !== 201)
    throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`)
  const login = await api<{ access_token: string; csrf_token: string }>(
    'POST',
    '/api/v1/auth/login',
    {
      form: { username: creds.email, password: creds.password },
    },
  )
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`)
  return { ...creds, id: reg.body.id, token: login.body.access_token, login }
}

/** Stream data, as opposed to the subscribed/unsubscribed acks that also name a channel. */
export const onStream =
  (channel: string) =>
  (m: Record<string, unknown>): boolean =>
    m.channel === channel && m.type === undefined

/** A client socket that collects every message and answers the server's heartbeat pings. */
export class TestSocket {
  readonly messages: Record<string, unknown>[] = []
  readonly ws: WebSocket
  readonly opened: Promise<void>
  readonly closed: Promise<{ code: number; reason: string }>
  private waiters: (() => void)[] = []

  constructor(url: string, autoPong = true) {
    this.ws = new WebSocket(url)
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve())
      this.ws.once('error', reject)
    })
    this.closed = new Promise((resolve) => {
      this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    })
    this.ws.on('message', (data: Buffer) => {
      const msg = JSON.parse(data.toString()) as Record<string, unknown>
      if (autoPong && msg.type === 'ping') this.send({ type: 'pong', timestamp: msg.timestamp })
      this.messages.push(msg)
      for (const w of this.waiters.splice(0)) w()
    })
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg))
  }

  /** Resolves with the first message (from `from` on) matching `pred`. */
  async waitFor(
    pred: (m: Record<string, unknown>) => boolean,
    timeoutMs = 5000,
    from = 0,
  ): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const hit = this.messages.slice(from).find(pred)
      if (hit) return hit
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(this.messages.slice(-5))}`)
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(t)
          resolve()
        })
      })
    }
  }

  close(): void {
    this.ws.close()
  }
}
