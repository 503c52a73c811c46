import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, stopProcess, waitForHealth } from '../../e2e/app-server.ts'

export interface ApiServer {
  url: string
  wsUrl: string
  /** The server's own process (node itself, no wrapper in between), for its RSS and CPU. */
  pid: number
  output(): string
  stop(): Promise<void>
}

/**
 * `npm start`'s server as its own process, configured from the environment the same way
 * (server/cli/run.ts), with a PGlite data folder of its own. Started through server/cli/dev-api.ts
 * (the same `runFromEnv`, without static files) because `npm start` first runs `vite build` when
 * the app sources are newer than dist/, which has nothing to do with /ws. Node runs the entry
 * itself (`--import tsx`) so that the pid measured is the server's, not a launcher's.
 */
export async function startApiServer(env: Record<string, string> = {}): Promise<ApiServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedesk-bench-ws-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/dev-api.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr.on('data', (d: Buffer) => (out += d.toString()))
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, child, () => out)
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    pid: child.pid ?? 0,
    output: () => out,
    stop: async () => {
      await stopProcess(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Resident memory of a process in MB (Linux: VmRSS in /proc). */
export function rssMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(line?.[1] ?? 0) / 1024
}

/** CPU time a process has used so far, user plus system, in ms (Linux: /proc/<pid>/stat). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / 100
}
