/**
 * A backtest cannot survive its server: after a restart (same DATA_DIR) the job a stopped
 * server left running is failed with the reason, and the history is the same archive.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import type { Backtest, Strategy } from '../../../protocol/index.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { DAY_MS, startBacktest, traderWithStrategy } from './strategy-helpers.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'tradedesk-strategy-jobs-'))
let t: TestServer | undefined
afterAll(async () => {
  await t?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const onDisk = () => startServer({ inMemoryDb: false, dataDir, strategyWorkers: 1 })

it('marks jobs left queued or running as failed after a restart', async () => {
  t = await onDisk()
  const { token, strategy } = await traderWithStrategy(t.api, newUser)
  const source = t.server.ctx.strategies.history.source
  const config = { ...strategy.config, timeframe: '1m' }
  const put = await t.api<Strategy>('PUT', `/api/v1/strategies/${strategy.id}`, {
    token,
    json: { config },
  })
  expect(put.status).toBe(200)
  const range = { from: source.anchor - 500 * DAY_MS, to: source.anchor - 60_000 }
  const running = await startBacktest(t.api, token, strategy.id, range)
  const queued = await startBacktest(t.api, token, strategy.id, range)
  expect([running.status, queued.status]).toEqual([201, 201])
  await t.close()
  t = undefined

  t = await onDisk()
  expect(t.server.ctx.strategies.history.source).toEqual(source)
  // The trader's token still holds: the same database and secret.
  for (const id of [running.body.id, queued.body.id]) {
    const job = await t.api<Backtest>('GET', `/api/v1/backtests/${id}`, { token })
    expect(job.body).toMatchObject({
      status: 'failed',
      error: 'Stopped by a server restart',
      result: null,
    })
    expect(job.body.finishedAt).not.toBeNull()
  }
  // Two servers on disk, each migrating and starting its market: slower than one in memory.
}, 120_000)
