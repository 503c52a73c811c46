import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '../e2e/app-server.ts'

/**
 * A throwaway PostgreSQL server for the DATABASE_URL path: Debian's binaries (PG_BIN, else the
 * newest /usr/lib/postgresql/<version>/bin), a fresh cluster in a temporary folder, listening on
 * 127.0.0.1 at a port picked here, stopped and deleted by `stop()`. PostgreSQL refuses to run as
 * root, so under root the cluster belongs to the `postgres` account.
 */
export interface PgCluster {
  url: string
  stop(): Promise<void>
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const newest = versions[0]
  if (newest === undefined)
    throw new Error('PostgreSQL binaries not found: apt-get install -y postgresql (or set PG_BIN)')
  return join(root, newest, 'bin')
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir()
  const dir = mkdtempSync(join(tmpdir(), 'tradedesk-pg-'))
  const data = join(dir, 'data')
  // As root, both programs run as the postgres account (spawn's uid/gid), so signals reach them.
  const as: { uid?: number; gid?: number } = {}
  if (process.getuid?.() === 0) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
    as.uid = id('-u')
    as.gid = id('-g')
    if (!Number.isInteger(as.uid) || !Number.isInteger(as.gid))
      throw new Error('running as root needs a postgres account')
    chownSync(dir, as.uid, as.gid)
  }
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'tradedesk', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    { encoding: 'utf8', ...as },
  )
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)

  const port = await freePort()
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    // A test cluster: durability against power loss is not what is tested here.
    '-c',
    'fsync=off',
  ]
  const child: ChildProcess = spawn(join(bin, 'postgres'), args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...as,
  })
  let log = ''
  child.stderr?.on('data', (b: Buffer) => (log += b.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const admin = `postgres://tradedesk@127.0.0.1:${port}/postgres`
  const deadline = Date.now() + 20_000
  for (;;) {
    const client = new pg.Client({ connectionString: admin })
    try {
      await client.connect()
      await client.query('CREATE DATABASE tradedesk')
      await client.end()
      break
    } catch (err) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`PostgreSQL did not start: ${String(err)}\n${log}`)
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return {
    url: `postgres://tradedesk@127.0.0.1:${port}/tradedesk`,
    async stop() {
      // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, nothing is waited for.
      child.kill('SIGINT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
