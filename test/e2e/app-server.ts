import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { freshDataDir } from './data-template.ts'

export interface AppServer {
  url: string
  port: number
  dataDir: string
  /** Stops the process (SIGTERM, then SIGKILL) and, unless kept, removes its data folder. */
  stop(opts?: { keepData?: boolean }): Promise<void>
  /** SIGKILL: no shutdown hook runs, as in a power cut. Keeps the data folder. */
  kill(): Promise<void>
  output(): string
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      srv.close(() => resolve(port))
    })
  })

/** Waits until the server at `url` answers its health check (90 s at most). */
export const waitForHealth = async (url: string, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`)
    try {
      const res = await fetch(`${url}/api/v1/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not become healthy:\n${log()}`)
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/** Starts `npm start`'s entry (server/main.ts) as its own process, as a user would run it. */
export const startAppServer = async (
  opts: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<AppServer> => {
  const port = opts.port ?? (await freePort())
  const dataDir = opts.dataDir ?? (await freshDataDir())
  // Node itself with tsx's loader, not the tsx command: that one runs the server as a child of
  // its own, so a SIGKILL (a power cut in tests) would kill the wrapper and leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the per-address limit is for real clients.
      AUTH_RATE_LIMIT: '1000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, child, () => out)
  return {
    url,
    port,
    dataDir,
    output: () => out,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGKILL')
      await exited
    },
    stop: async ({ keepData = false } = {}) => {
      await stopProcess(child)
      if (!keepData && !opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
