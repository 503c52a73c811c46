import { startAppServer } from '../../e2e/app-server.ts'

export interface ChildServer {
  url: string
  /** SIGKILL: no shutdown hook runs, as in a power cut. */
  kill(): Promise<void>
  stop(): Promise<void>
  output(): string
}

/** `npm start`'s entry as its own process on DATA_DIR, killable without a clean shutdown. */
export async function startChild(dataDir: string): Promise<ChildServer> {
  const server = await startAppServer({ dataDir })
  return {
    url: server.url,
    kill: () => server.kill(),
    stop: () => server.stop({ keepData: true }),
    output: () => server.output(),
  }
}
