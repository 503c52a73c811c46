import { createServer } from '../app.ts'
import { DEMO_ADMIN_EMAIL, DEMO_TRADER_EMAIL } from '../auth/demo-accounts.ts'
import { configFromEnv, isLoopback, publicDemoWarning } from './config.ts'

/** Starts the server from the environment, prints where it is, and shuts down cleanly on signals. */
export async function runFromEnv(staticDir: string | undefined): Promise<void> {
  const config = configFromEnv(process.env, staticDir)
  const server = await createServer(config.server)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    server.app.log.info(`${signal}: shutting down`)
    server
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err)
        process.exit(1)
      })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))

  await server.app.listen({ port: config.port, host: config.host })
  const url = `http://${config.host}:${config.port}`
  console.log(
    `\nTradeDesk ${staticDir ? '' : 'API '}running at ${url}  (database: ${server.db.kind})`,
  )
  if (server.ctx.demo.enabled) {
    console.log('Demo mode (DEMO=0 turns it off). Accounts, one shared password:')
    console.log(`  admin    ${DEMO_ADMIN_EMAIL}`)
    console.log(`  trader   ${DEMO_TRADER_EMAIL}`)
    console.log(`  password ${server.ctx.demo.password}\n`)
    if (!isLoopback(config.host)) console.warn(publicDemoWarning(config.host))
  }
}

export function exitOnError(err: unknown): never {
  console.error(err)
  process.exit(1)
}
