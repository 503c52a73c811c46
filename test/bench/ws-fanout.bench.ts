/**
 * /ws fan-out to many traders: the server as `npm start` runs it (its own process, PGlite in a
 * temp folder, loopback), 1,000 sockets each subscribed to 5 of the 25 symbols on `market`
 * (50 users signed up through the API, 20 sockets each: the per-user limit), and one reader
 * that never reads. Lag = receipt time minus the price's `lastUpdate` (the tick's time; one
 * clock, one machine), so it covers the whole fan-out of a tick and the client's own queue.
 * Baseline in the same run: the same lag on 10 sockets, before the 1,000 open. Server memory is
 * VmRSS of its process, sampled; the slow reader's close is read from the server's log (when)
 * and, once the reader resumes, from its socket (the code it was sent).
 */
import { loadavg } from 'node:os'
import { DEFAULT_WS_OPTIONS } from '../../server/ws/options.ts'
import { cpuMs, rssMb, startApiServer, type ApiServer } from './ws/api-server.ts'
import { report, type SlowClose } from './ws/report.ts'
import { openSlowReader } from './ws/slow-reader.ts'
import { newReceipts, openTraders, signUpUsers } from './ws/traders.ts'

const SOCKETS = 1000
const PER_USER = DEFAULT_WS_OPTIONS.maxSocketsPerUser
const SYMBOLS_PER_SOCKET = 5
const BASELINE_SOCKETS = 10
const BASELINE_MS = 5_000
/** The load window ends this long after the slow reader is closed, or at WINDOW_MAX_MS. */
const AFTER_CLOSE_MS = 3_000
const WINDOW_MAX_MS = 30_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The server's warning when it closed a socket of `userId` that read too slowly (pino JSON). */
function slowCloseOf(server: ApiServer, userId: string): SlowClose | undefined {
  for (const line of server.output().split('\n')) {
    if (!line.includes('"slow socket"')) continue
    const entry = JSON.parse(line) as SlowClose & { time: number; userId: string }
    if (entry.userId === userId)
      return { at: entry.time, reason: entry.reason, buffered: entry.buffered }
  }
  return undefined
}

export async function run(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0
  // Every bench client signs up from 127.0.0.1; the per-address limit is for real clients.
  const server = await startApiServer({ AUTH_RATE_LIMIT: '1000' })
  const rss: { at: number; mb: number }[] = []
  const sampler = setInterval(() => rss.push({ at: Date.now(), mb: rssMb(server.pid) }), 250)
  try {
    const symbols = (
      (await (await fetch(`${server.url}/api/v1/market/symbols`)).json()) as { symbol: string }[]
    ).map((s) => s.symbol)
    const symbolsOf = (i: number) =>
      Array.from(
        { length: SYMBOLS_PER_SOCKET },
        (_, k) => symbols[(i * SYMBOLS_PER_SOCKET + k) % symbols.length] ?? '',
      )
    const users = Math.ceil(SOCKETS / PER_USER)
    const t0 = Date.now()
    const accounts = await signUpUsers(server.url, users + 2, `wsbench${t0.toString(36)}x`)
    const tokens = accounts.map((a) => a.token)
    const slowUser = accounts[users + 1] ?? { id: '', token: '' }
    const signUpMs = Date.now() - t0
    const rssStart = rssMb(server.pid)

    const base = newReceipts()
    const baseSockets = await openTraders(
      server.wsUrl,
      tokens.slice(users, users + 1),
      BASELINE_SOCKETS,
      PER_USER,
      symbolsOf,
      base,
    )
    await sleep(500)
    base.recording = true
    await sleep(BASELINE_MS)
    base.recording = false
    for (const s of baseSockets) s.stop()

    const load = newReceipts()
    const t1 = Date.now()
    const traders = await openTraders(
      server.wsUrl,
      tokens.slice(0, users),
      SOCKETS,
      PER_USER,
      symbolsOf,
      load,
    )
    const openMs = Date.now() - t1
    await sleep(1000)
    const rssOpen = rssMb(server.pid)

    const slow = await openSlowReader(server.wsUrl, slowUser.token, symbols)
    const cpu0 = cpuMs(server.pid)
    const clientCpu0 = process.cpuUsage()
    const windowStart = Date.now()
    load.recording = true
    let closedAt: number | undefined
    while (Date.now() - windowStart < WINDOW_MAX_MS) {
      await sleep(250)
      closedAt ??= slowCloseOf(server, slowUser.id)?.at
      if (closedAt !== undefined && Date.now() - closedAt >= AFTER_CLOSE_MS) break
    }
    load.recording = false
    const windowMs = Date.now() - windowStart
    const cpuShare = (cpuMs(server.pid) - cpu0) / windowMs
    const clientCpu = process.cpuUsage(clientCpu0)
    const clientCpuShare = (clientCpu.user + clientCpu.system) / 1000 / windowMs
    const rssEnd = rssMb(server.pid)

    slow.resume()
    const readClose = await Promise.race([slow.closed, sleep(10_000).then(() => undefined)])
    slow.stop()
    for (const s of traders) s.stop()

    const slowClose = slowCloseOf(server, slowUser.id)
    report({
      base,
      load,
      windowMs,
      loadBefore,
      signUpMs,
      openMs,
      cpuShare,
      clientCpuShare,
      rss: { start: rssStart, open: rssOpen, end: rssEnd, samples: rss },
      slow: { pausedAt: slow.pausedAt, server: slowClose, client: readClose, windowStart },
      shape: { sockets: SOCKETS, users, perUser: PER_USER, symbolsPerSocket: SYMBOLS_PER_SOCKET },
      baseline: { sockets: BASELINE_SOCKETS, ms: BASELINE_MS },
    })
  } finally {
    clearInterval(sampler)
    await server.stop()
  }
}
