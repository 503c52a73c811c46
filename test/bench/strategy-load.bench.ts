/**
 * Order placement while backtests run (issue 14): a real server in process with PGlite in a
 * temp folder, one trader placing small resting limit orders with 16 requests in flight, first
 * on a quiet server, then while one-minute backtests of 1.5 years run back to back in the job
 * pool. The backtests run in worker threads, so the orders' p99 should barely move; on a
 * machine with as many cores as the pool has workers plus one it should not move at all.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Backtest, BacktestSummary, Strategy } from '../../protocol/index.ts'
import { startServer, type Api } from '../server/helpers.ts'
import { newTrader } from '../server/trading/trading-helpers.ts'
import { drive, latencyRow, pct, type Run } from './load-driver.ts'
import { fmt, printTable } from './table.ts'

const N = 1500
const SYMBOL = 'ADA-USD'
const DAY_MS = 86_400_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Backtests one after another until stopped; how many ran and how long the pool was busy. */
function backtestsBackToBack(api: Api, token: string, strategyId: string, range: object) {
  let stopped = false
  let runs = 0
  let busyMs = 0
  let running = false
  const loop = (async () => {
    while (!stopped) {
      running = true
      const started = await api<BacktestSummary>(
        'POST',
        `/api/v1/strategies/${strategyId}/backtest`,
        { token, json: range },
      )
      if (started.status !== 201) throw new Error(`backtest: ${started.status}`)
      for (;;) {
        const job = await api<Backtest>('GET', `/api/v1/backtests/${started.body.id}`, { token })
        if (job.body.status === 'failed') throw new Error(`backtest failed: ${job.body.error}`)
        if (job.body.status !== 'queued' && job.body.status !== 'running') {
          running = false
          runs++
          busyMs += job.body.durationMs ?? 0
          break
        }
        await sleep(100)
      }
    }
  })()
  return {
    /** Whether a backtest is queued or running now. */
    busy: () => running,
    stop: async () => {
      stopped = true
      await loop
      return { runs, busyMs }
    },
  }
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tradedesk-bench-'))
  const t = await startServer({ inMemoryDb: false, dataDir: dir })
  const { server, url: base } = t
  try {
    const { token, portfolioId } = await newTrader(t.api, 'bench')
    const template = await t.api<Strategy>('POST', '/api/v1/strategies', {
      token,
      json: { name: 'Load', templateId: 'ma-crossover', allocatedCapital: 10_000 },
    })
    const minute = { ...template.body.config, timeframe: '1m' }
    await t.api('PUT', `/api/v1/strategies/${template.body.id}`, {
      token,
      json: { config: minute },
    })
    const anchor = server.ctx.strategies.history.source.anchor
    const range = { from: anchor - 540 * DAY_MS, to: anchor - 60_000 }
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
    const price = Math.round((server.market.price(SYMBOL)?.price ?? 0.45) * 0.5 * 10_000) / 10_000
    const order = async (i: number) => {
      const body = JSON.stringify({
        portfolioId,
        symbol: SYMBOL,
        side: 'buy',
        orderType: 'limit',
        quantity: 1 + (i % 5),
        price,
      })
      const r = await fetch(`${base}/api/v1/orders`, { method: 'POST', headers, body })
      await r.arrayBuffer()
      return r.status === 201
    }

    // Warm-up, untimed: the first orders pay for JIT, the database's caches and the books.
    await drive(N / 5, order)
    const quiet = await drive(N, order)
    const load = backtestsBackToBack(t.api, token, template.body.id, range)
    // The first run's worker starts before the orders begin.
    await sleep(1000)
    let duringBacktests = 0
    const loaded = await drive(N, async (i) => {
      const ok = await order(i)
      if (load.busy()) duringBacktests++
      return ok
    })
    const { runs, busyMs } = await load.stop()

    const row = (name: string, r: Run) => latencyRow(name, N, r)
    printTable(
      ['POST /orders', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
      [row('quiet server', quiet), row('backtests running', loaded)],
    )
    console.log(
      `\np99 with backtests ÷ p99 quiet = ${fmt(pct(loaded.latencies, 99) / pct(quiet.latencies, 99), 2)}; ${fmt((100 * duringBacktests) / N)} % of the orders answered while a backtest ran; ${runs} backtest(s) of ${fmt((range.to - range.from) / 60_000)} one-minute bars, ${fmt(busyMs / 1000, 1)} s of pool time; ${server.ctx.strategies.jobs.workers} worker thread(s) on ${availableParallelism()} cores`,
    )
  } finally {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
