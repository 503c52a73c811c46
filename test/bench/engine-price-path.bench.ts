/**
 * The engine's live price path, as a tab sees it: pre-built /ws frames for 24 symbols go through
 * the real socket handler (JSON.parse + protocol zod validation + per-stream sequence check) into
 * the 50 ms price batcher, with 3 fake tabs watching different symbol sets. Baseline: plain
 * JSON.parse of the same frames, measured in the same run.
 */
import { Bench } from 'tinybench'
import { parseFrame } from '../../workers/engine/socket/frames.ts'
import { createSocket } from '../../workers/engine/socket/socket.ts'
import { createPriceBatcher } from '../../workers/engine/market/price-batcher.ts'
import type { SocketLike } from '../../workers/engine/deps.ts'
import { marketTick } from '../engine/helpers/market.ts'
import { benchClock } from './bench-clock.ts'
import { fmt, printTable } from './table.ts'

const SYMBOLS = [
  ...['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'DOGE', 'AVAX', 'DOT', 'LINK', 'LTC', 'BNB', 'ATOM'],
  ...['EUR', 'GBP', 'JPY', 'CHF', 'AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'XAU', 'XAG', 'WTI'],
].map((b) => `${b}-USD`)
/** Rounds per pass: every symbol gets seq 1..ROUNDS, so each pass restarts at a snapshot. */
const ROUNDS = 100
const TABS = [
  { name: 'tab A (dashboard)', symbols: SYMBOLS.slice(0, 6) },
  { name: 'tab B (scanner)', symbols: SYMBOLS },
  { name: 'tab C (chart)', symbols: ['BTC-USD'] },
]

function buildFrames(): string[] {
  const frames: string[] = []
  for (let seq = 1; seq <= ROUNDS; seq++) {
    SYMBOLS.forEach((symbol, i) => {
      const price = 100 + i + seq / 100
      const msg = marketTick(symbol, seq, price, {
        change24h: 1.25,
        change24hPercent: 0.8,
        volume24h: 1_234_567 + seq,
        high24h: price + 2,
        low24h: price - 2,
        lastUpdate: 1_763_600_000_000 + seq,
      })
      frames.push(JSON.stringify(msg))
    })
  }
  return frames
}

/** The real socket with a fake WebSocket, wired to the batcher exactly as engine.ts does. */
async function buildPricePath() {
  const clock = benchClock()
  let ws: SocketLike | null = null
  class BenchSocket implements SocketLike {
    onopen: ((ev: unknown) => void) | null = null
    onclose: ((ev: { code: number }) => void) | null = null
    onmessage: ((ev: { data: unknown }) => void) | null = null
    onerror: ((ev: unknown) => void) | null = null
    constructor() {
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the bench drives this instance
      ws = this
    }
    send(): void {}
    close(): void {}
  }
  const prices = createPriceBatcher(clock)
  const socket = createSocket({
    WebSocket: BenchSocket,
    clock,
    url: () => 'ws://bench/ws?token=t',
    onStream: (msg) => {
      if (msg.channel === 'market' && msg.data.symbol === msg.symbol) prices.push(msg.data)
    },
  })
  socket.connect()
  await Promise.resolve()
  await Promise.resolve()
  const sock = ws as SocketLike | null
  if (sock === null) throw new Error('bench socket not created')
  sock.onopen?.({})
  socket.subscribe('market', SYMBOLS)
  const received = TABS.map(() => ({ batches: 0, prices: 0 }))
  TABS.forEach((tab, i) =>
    prices.addSink(tab.symbols, (values) => {
      const r = received[i]
      if (r) {
        r.batches += 1
        r.prices += values.length
      }
    }),
  )
  const deliver = (frames: readonly string[]) => {
    const onmessage = sock.onmessage
    if (onmessage === null) throw new Error('socket closed')
    for (const data of frames) onmessage({ data })
    clock.runDue()
  }
  return { deliver, received, close: () => socket.close() }
}

export async function run(): Promise<void> {
  const frames = buildFrames()
  const perPass = frames.length
  const path = await buildPricePath()
  let sink = 0

  const bench = new Bench({ time: 2000, warmupTime: 300 })
  bench
    .add('baseline: JSON.parse only', () => {
      for (const f of frames) sink += (JSON.parse(f) as { seq: number }).seq
    })
    .add('JSON.parse + zod validate', () => {
      for (const f of frames) sink += parseFrame(f) === null ? 0 : 1
    })
    .add('full path: socket → validate → seq → batcher', () => path.deliver(frames))
  await bench.run()

  const rate = (name: string) => {
    const r = bench.tasks.find((t) => t.name === name)?.result
    return r && 'throughput' in r ? r.throughput.mean * perPass : 0
  }
  const base = rate('baseline: JSON.parse only')
  console.log(
    `${perPass} frames per pass (${SYMBOLS.length} symbols × ${ROUNDS}), ${frames[0]?.length ?? 0} bytes each\n`,
  )
  printTable(
    ['path', 'ticks/s', 'µs/tick', 'vs baseline'],
    bench.tasks.map((t) => {
      const r = rate(t.name)
      return [t.name, fmt(r), fmt(1e6 / r, 3), `${fmt(r / base, 2)}×`]
    }),
  )

  // Tab-side rates at full speed: run the full path for a fixed wall time and count pushes.
  for (const r of path.received) {
    r.batches = 0
    r.prices = 0
  }
  const seconds = 3
  const start = performance.now()
  let ticks = 0
  while (performance.now() - start < seconds * 1000) {
    path.deliver(frames)
    ticks += perPass
  }
  const elapsed = (performance.now() - start) / 1000
  console.log(
    `\nTabs at ${fmt(ticks / elapsed)} ticks/s for ${fmt(elapsed, 1)} s (50 ms flushes: ≤ 20 messages/s per tab)\n`,
  )
  printTable(
    ['tab', 'symbols', 'messages/s', 'prices/s', 'prices/message'],
    TABS.map((tab, i) => {
      const r = path.received[i] ?? { batches: 0, prices: 0 }
      return [
        tab.name,
        tab.symbols.length,
        fmt(r.batches / elapsed, 1),
        fmt(r.prices / elapsed, 1),
        fmt(r.prices / Math.max(1, r.batches), 1),
      ]
    }),
  )
  path.close()
  if (sink === -1) console.log('unreachable')
}
