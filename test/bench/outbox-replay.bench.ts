/**
 * Replaying queued orders: 1,000 small resting limit buys (4 symbols, 2 portfolios) kept in the
 * real outbox (workers/outbox, Dexie over fake-indexeddb in Node) are replayed by replayOutbox
 * against a real server on loopback (PGlite in a temp folder: every 201 waits for its commit),
 * with the service worker's send, then the engine's, then two replayers at once over the same
 * outbox (two connections, as the service worker and the engine hold). Baseline in the same run:
 * the same orders POSTed directly one after another with fetch, so the ratio is the outbox's own
 * cost (list, claim, delete, parse the answer, publish). After each run the server must hold
 * exactly the queued orders, each once, or the bench throws.
 */
import 'fake-indexeddb/auto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Dexie } from 'dexie'
import { OUTBOX_CHANNEL, type OutboxEvent } from '../../protocol/index.ts'
import { openOutbox } from '../../workers/outbox/outbox.ts'
import { replayOutbox } from '../../workers/outbox/replay.ts'
import { startServer, type TestServer } from '../server/helpers.ts'
import {
  benchTrader,
  ordersAtServer,
  queuedOrders,
  type BenchTrader,
  type QueuedOrder,
} from './outbox/orders.ts'
import { engineSend, serviceWorkerSend, type Send } from './outbox/sends.ts'
import { fmt, printTable } from './table.ts'

const N = 1000
const PORTFOLIOS = 2
const WARMUP = 100

interface Figures {
  name: string
  seconds: number
  commits: number | null
  atServer: number | null
}

let outboxRuns = 0

/** The baseline: each order POSTed with its own headers and body, one after another. */
async function postDirectly(t: TestServer, rows: readonly QueuedOrder[]): Promise<unknown> {
  let answer: unknown = null
  for (const r of rows) {
    const res = await fetch(`${t.url}/api/v1/orders`, {
      method: 'POST',
      headers: r.headers,
      body: r.body,
    })
    answer = await res.json()
    if (res.status !== 201) throw new Error(`direct POST: ${res.status} ${JSON.stringify(answer)}`)
  }
  return answer
}

async function direct(t: TestServer, name: string, count: number) {
  const trader = await benchTrader(t, 'direct', PORTFOLIOS)
  const rows = queuedOrders(t, trader, count)
  const commits = t.server.trading.writer.commits
  const t0 = performance.now()
  const answer = await postDirectly(t, rows)
  const seconds = (performance.now() - t0) / 1000
  const figures: Figures = {
    name,
    seconds,
    commits: t.server.trading.writer.commits - commits,
    atServer: await ordersAtServer(t, trader, rows),
  }
  return { figures, answer }
}

/**
 * Queues the rows in a fresh outbox, then replays it with one replayer per send, each on its
 * own connection to the outbox and its own channel. Without `at` nothing reaches a server.
 */
async function replay(
  name: string,
  rows: readonly QueuedOrder[],
  sends: readonly Send[],
  at: { t: TestServer; trader: BenchTrader } | null,
) {
  const dbName = `bench-outbox-${process.pid}-${(outboxRuns += 1)}`
  const replayers = sends.map((send) => ({
    send,
    outbox: openOutbox(dbName),
    channel: new BroadcastChannel(OUTBOX_CHANNEL),
  }))
  const placedEvents = new Set<string>()
  try {
    const q0 = performance.now()
    // The service worker adds each order as its request fails: one transaction each.
    for (const r of rows) await replayers[0]!.outbox.add(r)
    const queueSeconds = (performance.now() - q0) / 1000
    const commits = at?.t.server.trading.writer.commits ?? 0
    const t0 = performance.now()
    const results = await Promise.all(
      replayers.map((r) =>
        replayOutbox({
          outbox: r.outbox,
          send: r.send,
          publish: (e: OutboxEvent) => {
            if (e.kind === 'placed') placedEvents.add(e.key)
            r.channel.postMessage(e)
          },
          now: Date.now,
        }),
      ),
    )
    const seconds = (performance.now() - t0) / 1000
    const placed = results.reduce((sum, res) => sum + res.placed, 0)
    const refused = results.reduce((sum, res) => sum + res.refused, 0)
    const left = (await replayers[0]!.outbox.list()).length
    if (placed !== rows.length || refused !== 0 || left !== 0 || placedEvents.size !== rows.length)
      throw new Error(
        `${name}: placed ${placed}, refused ${refused}, left ${left}, placed events ${placedEvents.size}`,
      )
    const figures: Figures = {
      name,
      seconds,
      commits: at ? at.t.server.trading.writer.commits - commits : null,
      atServer: at ? await ordersAtServer(at.t, at.trader, rows) : null,
    }
    return { figures, queueSeconds, split: results.map((res) => res.placed) }
  } finally {
    for (const r of replayers) {
      r.outbox.close()
      r.channel.close()
    }
    await Dexie.delete(dbName)
  }
}

function report(all: Figures[], queueSeconds: number, split: number[]): void {
  const baseline = all[0]!
  printTable(
    ['run', 'orders/s', 'ms/order', 'vs direct', 'commits', 'at server'],
    all.map((f) => [
      f.name,
      fmt(N / f.seconds),
      fmt((f.seconds * 1000) / N, 2),
      `${fmt(baseline.seconds / f.seconds, 2)}×`,
      f.commits === null ? '–' : fmt(f.commits),
      f.atServer === null ? '–' : `${fmt(f.atServer)} of ${fmt(N)}`,
    ]),
  )
  console.log(
    `\nqueueing: ${fmt(N / queueSeconds)} orders/s into the outbox (one add per order, as the ` +
      `service worker queues them); two replayers sent ${split.join(' + ')} orders, each once`,
  )
}

export async function run(): Promise<void> {
  console.log(
    `${fmt(N)} orders (limit buys, 4 symbols, ${PORTFOLIOS} portfolios) per run, outbox in ` +
      `fake-indexeddb. Machine load average ${loadavg()[0]?.toFixed(1)} before the run.\n`,
  )
  const dir = mkdtempSync(join(tmpdir(), 'tradedesk-bench-'))
  const t = await startServer({ inMemoryDb: false, dataDir: dir })
  try {
    await direct(t, 'warm-up', WARMUP)
    const baseline = await direct(t, 'direct POST, one at a time (baseline)', N)
    const replayed = async (name: string, sends: (token: string) => Send[]) => {
      const trader = await benchTrader(t, 'replay', PORTFOLIOS)
      return replay(name, queuedOrders(t, trader, N), sends(trader.token), { t, trader })
    }
    const sw = await replayed('replay, service worker send', () => [serviceWorkerSend(t.url)])
    const engine = await replayed('replay, engine send', (token) => [engineSend(t.url, token)])
    const two = await replayed('replay, 2 replayers (sw + engine)', (token) => [
      serviceWorkerSend(t.url),
      engineSend(t.url, token),
    ])
    // A real server order as every answer: the replay still parses it before publishing.
    const instant: Send = () =>
      Promise.resolve({ kind: 'answer', status: 201, body: baseline.answer })
    const unsent = queuedOrders(t, await benchTrader(t, 'unsent', PORTFOLIOS), N)
    const alone = await replay('outbox alone (send answers at once)', unsent, [instant], null)
    report(
      [baseline.figures, sw.figures, engine.figures, two.figures, alone.figures],
      sw.queueSeconds,
      two.split,
    )
  } finally {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
