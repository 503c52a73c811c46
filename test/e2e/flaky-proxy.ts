/**
 * A network between the browser and the real server that the test controls: every request and
 * the /ws upgrade pass through unchanged, except that a request the test picks can first wait for
 * something to happen (a session ended elsewhere, say) or fail as an unreachable server fails
 * (the connection is cut, no answer). Nothing is faked: whatever reaches the server is real.
 * DevTools' request interception does not reach the data engine's SharedWorker, this does.
 */
import { createServer, request, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * `unreachable`: the connection is cut, no answer. `bad-gateway`: a 502 with no JSON, as a reverse
 * proxy answers when the server behind it is down.
 */
export type Verdict = 'pass' | 'unreachable' | 'bad-gateway'

/** Decides each request; it may first do something else. */
export type Decide = (method: string, path: string) => Promise<Verdict> | Verdict

export interface FlakyProxy {
  url: string
  /** Requests seen so far, as "METHOD /path". */
  readonly seen: string[]
  /** Sets how requests are decided from now on (all pass at first). */
  decide(d: Decide): void
  /** Cuts every open connection (sockets and kept-alive HTTP), as a dropped network does. */
  cut(): void
  /** The server is gone from now on: every connection cut, every new one refused. */
  down(): void
  /** Everything passes again. */
  up(): void
  stop(): Promise<void>
}

const head = (req: IncomingMessage): string =>
  `${req.method} ${req.url} HTTP/1.1\r\n` +
  req.rawHeaders.reduce((s, v, i) => (i % 2 ? `${s}${v}\r\n` : `${s}${v}: `), '') +
  '\r\n'

export async function startFlakyProxy(target: { port: number }): Promise<FlakyProxy> {
  let decide: Decide = () => 'pass'
  const seen: string[] = []
  const joined = new Set<{ destroy(): void }>()
  const server = createServer((req, res) => {
    const method = req.method ?? 'GET'
    const path = new URL(req.url ?? '/', 'http://x').pathname
    seen.push(`${method} ${path}`)
    void Promise.resolve(decide(method, path)).then((verdict) => {
      if (verdict === 'unreachable') {
        req.socket.destroy()
        return
      }
      if (verdict === 'bad-gateway') {
        res.writeHead(502, { 'content-type': 'text/html' })
        res.end('<h1>502 Bad Gateway</h1>')
        return
      }
      const upstream = request(
        {
          host: '127.0.0.1',
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    })
  })
  // The socket: the upgrade request is replayed upstream and the two sockets are joined.
  server.on('upgrade', (req: IncomingMessage, socket, rest: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    seen.push(`GET ${path}`)
    void Promise.resolve(decide('GET', path)).then((verdict) => {
      if (verdict !== 'pass') {
        socket.destroy()
        return
      }
      const upstream = connect(target.port, '127.0.0.1', () => {
        upstream.write(head(req))
        if (rest.length) upstream.write(rest)
        upstream.pipe(socket).pipe(upstream)
      })
      joined.add(upstream).add(socket)
      upstream.on('error', () => socket.destroy())
      socket.on('error', () => upstream.destroy())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const addr = server.address()
  const port = typeof addr === 'object' && addr ? addr.port : 0
  const cut = (): void => {
    for (const s of joined) s.destroy()
    joined.clear()
    server.closeAllConnections()
  }
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    decide(d) {
      decide = d
    },
    cut,
    down() {
      decide = () => 'unreachable'
      cut()
    },
    up() {
      decide = () => 'pass'
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of joined) s.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A proxy in front of `app`'s server for the calling test file: started before its tests (after
 * the server) and stopped after them; every test ends with it up. Its fields are set once `beforeAll` has run.
 */
export function flakyProxyFor(app: { server: { port: number } }): FlakyProxy {
  const net = {} as FlakyProxy
  beforeAll(async () => {
    Object.assign(net, await startFlakyProxy(app.server))
  })
  // A test that failed while the network was down must not take the next test down with it.
  afterEach(() => {
    net.up()
  })
  afterAll(async () => {
    await net.stop()
  })
  return net
}
