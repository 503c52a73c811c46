import { availableParallelism, loadavg } from 'node:os'
import { WS_CLOSE } from '../../../protocol/index.ts'
import { DEFAULT_WS_OPTIONS } from '../../../server/ws/options.ts'
import { fmt, printTable } from '../table.ts'
import { SNAPSHOT_EVERY_MS } from './slow-reader.ts'
import { percentile, type Receipts } from './traders.ts'

const GOAL_P99_MS = 50

/** The server's warning when it closed a socket that reads too slowly. */
export interface SlowClose {
  at: number
  reason: string
  buffered: number
}

const sortedLags = (r: Receipts): number[] => [...r.lags].sort((a, b) => a - b)

const lagRow = (name: string, sockets: number, r: Receipts, ms: number) => {
  const sorted = sortedLags(r)
  return [
    name,
    sockets,
    fmt(r.lags.length / (ms / 1000)),
    fmt(percentile(sorted, 50), 0),
    fmt(percentile(sorted, 99), 0),
    fmt(sorted.at(-1) ?? Number.NaN, 0),
    r.gaps,
    r.closed,
  ]
}

export interface Figures {
  base: Receipts
  load: Receipts
  windowMs: number
  loadBefore: number
  signUpMs: number
  openMs: number
  cpuShare: number
  clientCpuShare: number
  rss: { start: number; open: number; end: number; samples: { at: number; mb: number }[] }
  slow: {
    pausedAt: number
    windowStart: number
    server: SlowClose | undefined
    client: { code: number; reason: string } | undefined
  }
  shape: { sockets: number; users: number; perUser: number; symbolsPerSocket: number }
  baseline: { sockets: number; ms: number }
}

export function report(f: Figures): void {
  const { sockets, users, perUser, symbolsPerSocket } = f.shape
  console.log(
    `${fmt(sockets)} sockets (${users} users × ${perUser}, signed up in ${fmt(f.signUpMs / 1000, 1)} s; ` +
      `opened and subscribed in ${fmt(f.openMs / 1000, 1)} s), ${symbolsPerSocket} symbols each on ` +
      `'market'; lag = receipt − lastUpdate (ms, same clock). Machine load average ` +
      `${f.loadBefore.toFixed(1)} before the run, ${(loadavg()[0] ?? 0).toFixed(1)} after ` +
      `(${availableParallelism()} cores).\n`,
  )
  printTable(
    ['sockets', 'n', 'msgs/s', 'p50 ms', 'p99 ms', 'max ms', 'seq gaps', 'closed'],
    [
      lagRow('baseline', f.baseline.sockets, f.base, f.baseline.ms),
      lagRow('fan-out + slow reader', sockets, f.load, f.windowMs),
    ],
  )
  console.log(
    `\nCPU during the ${fmt(f.windowMs / 1000, 1)} s window, in % of one core: server ` +
      `${fmt(f.cpuShare * 100)}, this bench's clients (all ${fmt(sockets)} sockets, one Node ` +
      `process; their queue is part of the lag) ${fmt(f.clientCpuShare * 100)}`,
  )

  const { slow, rss } = f
  const closeAfter = slow.server ? (slow.server.at - slow.pausedAt) / 1000 : undefined
  console.log(
    `\nslow reader (never reads; all 25 symbols × market, orderbook, trades; a trades snapshot ` +
      `of all symbols asked every ${SNAPSHOT_EVERY_MS} ms): ` +
      (slow.server
        ? `closed by the server ${fmt(closeAfter ?? 0, 1)} s after it stopped reading ` +
          `("${slow.server.reason}", ${fmt(slow.server.buffered / 1024 / 1024, 2)} MB queued for it ` +
          `at the time); the close it read once resumed: ` +
          (slow.client ? `${slow.client.code} "${slow.client.reason}"` : 'none within 10 s')
        : `NOT closed within ${fmt(f.windowMs / 1000, 1)} s`),
  )
  const every2s = rss.samples.filter((s, i) => s.at >= slow.windowStart && i % 8 === 0)
  const marks = every2s.map((s) => {
    const t = (s.at - slow.windowStart) / 1000
    const closed = slow.server && s.at >= slow.server.at ? '*' : ''
    return `${fmt(t, 0)}s:${fmt(s.mb, 0)}${closed}`
  })
  const peak = Math.max(...rss.samples.map((s) => s.mb))
  console.log(
    `server RSS (MB): ${fmt(rss.start, 0)} after sign-ups, ${fmt(rss.open, 0)} with ${fmt(sockets)} ` +
      `sockets open, ${fmt(rss.end, 0)} at the end (peak ${fmt(peak, 0)}); every 2 s from the slow ` +
      `reader's start (* = after its close): ${marks.join(' ')}`,
  )

  const p99 = percentile(sortedLags(f.load), 99)
  const baseP99 = percentile(sortedLags(f.base), 99)
  const slowOk =
    slow.client?.code === WS_CLOSE.tryAgainLater &&
    (slow.server?.buffered ?? Infinity) <= DEFAULT_WS_OPTIONS.maxBufferedHardBytes + 64 * 1024
  const clean = f.load.gaps === 0 && f.load.closed === 0
  console.log(
    `\np99 ${fmt(p99, 0)} ms with ${fmt(sockets)} sockets (goal ≤ ${GOAL_P99_MS} ms; baseline p99 ` +
      `${fmt(baseP99, 0)} ms); slow reader closed with 1013 and its queue within ` +
      `${DEFAULT_WS_OPTIONS.maxBufferedHardBytes / 1024 / 1024} MB: ${slowOk ? 'yes' : 'NO'}; ` +
      `no gaps or closes on the others: ${clean ? 'yes' : 'NO'}`,
  )
  console.log(`goal ${p99 <= GOAL_P99_MS && slowOk && clean ? 'met' : 'NOT met'}`)
  if (Math.max(f.loadBefore, loadavg()[0] ?? 0) > availableParallelism())
    console.log(
      'note: the machine had more runnable work than cores; the lags include waiting for a CPU ' +
        '(server and clients each got well under a core, see CPU above)',
    )
}
