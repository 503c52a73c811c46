import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { freePort } from '../../e2e/app-server.ts'

export interface ChildServer {
  url: string
  /** SIGKILL: no shutdown hook runs, as in a power cut. */
  kill(): Promise<void>
  stop(): Promise<void>
  output(): string
}

/** `npm start`'s entry as its own process on DATA_DIR, killable without a clean shutdown. */
export async function startChild(dataDir: string): Promise<ChildServer> {
  const port = await freePort()
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr.on('data', (d: Buffer) => (out += d.toString()))
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`)
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${out}`)
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 200))
  }
  const signal = async (s: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(s)
    await exited
  }
  return { url, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM'), output: () => out }
}
