import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './cli/ensure-build.ts'
import { exitOnError, runFromEnv } from './cli/run.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** `npm start`: build the app when stale, then serve it and the API on one port. */
async function main(): Promise<void> {
  const hasApp = await ensureBuild(root)
  await runFromEnv(hasApp ? join(root, 'dist') : undefined)
}

main().catch(exitOnError)
