import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string): string => join(root, 'node_modules', '.bin', name)

const apiPort = process.env.API_PORT ?? '8081'
const webPort = process.env.PORT ?? '8080'

/**
 * `npm run dev`: the API server on API_PORT, restarted on change by `tsx watch`, and Vite's dev
 * server on PORT proxying /api and /ws to it (see vite.config.ts). Plain http on localhost, so
 * cookies need no Secure flag there.
 */
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/cli/dev-api.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      COOKIE_SECURE: process.env.COOKIE_SECURE ?? '0',
      API_PORT: apiPort,
    },
  }),
  spawn(bin('vite'), ['--port', webPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]

let stopping = false
const stopAll = (code: number) => {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3000).unref()
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0))
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
