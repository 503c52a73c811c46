/**
 * Orders over HTTP, end to end: a real server in process on loopback, PGlite in a temp folder
 * (durability is part of the cost: every 201 waits for its group commit), one trader placing
 * small resting limit orders with 16 requests in flight. Baseline in the same run: GET
 * /api/v1/health at the same concurrency, the cost of the HTTP stack alone.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../server/helpers.ts'
import { newTrader } from '../server/trading/trading-helpers.ts'
import { drive, latencyRow, type Run } from './load-driver.ts'
import { fmt, printTable } from './table.ts'

const N = 2000
const CONCURRENCY = 16
const SYMBOL = 'ADA-USD'

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tradedesk-bench-'))
  const t = await startServer({ inMemoryDb: false, dataDir: dir })
  const { server, url: base } = t
  try {
    const { token, portfolioId } = await newTrader(t.api, 'bench')
    // Raw fetch in the measured loops: the test client's extra parsing is not the server's cost.
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
    const price = Math.round((server.market.price(SYMBOL)?.price ?? 0.45) * 0.5 * 10_000) / 10_000

    const health = await drive(
      N,
      async () =>
        await fetch(`${base}/api/v1/health`).then((r) => r.arrayBuffer().then(() => r.ok)),
    )
    const commitsBefore = server.trading.writer.commits
    const orders = await drive(N, async (i) => {
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
    })
    const commits = server.trading.writer.commits - commitsBefore

    const row = (name: string, r: Run) => latencyRow(name, N, r)
    printTable(
      ['request', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
      [row('GET /health (baseline)', health), row('POST /orders (durable)', orders)],
    )
    console.log(
      `\norders/s ÷ health/s = ${fmt(health.seconds / orders.seconds, 3)}; ${fmt(N)} orders in ${fmt(commits)} commits (${fmt(N / Math.max(1, commits), 1)} orders per commit, concurrency ${CONCURRENCY})`,
    )
  } finally {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
