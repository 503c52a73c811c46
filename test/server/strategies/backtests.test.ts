/**
 * Backtests and optimisations in worker threads (issue 14): reruns are bit-identical; a large
 * run pushes progress at least ten times a second while /health keeps answering; cancel stops a
 * run; optimisation returns a config that PUT saves, with a walk-forward report; bad ranges are
 * 422 on the field that asked for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MAX_RUNNING_JOBS,
  type Backtest,
  type BacktestSummary,
  type OptimizeResult,
  type Strategy,
} from '../../../protocol/index.ts'
import { newUser, onStream, startServer, type TestServer } from '../helpers.ts'
import { DAY_MS, finished, startBacktest, traderWithStrategy } from './strategy-helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer({ strategyWorkers: 1 })
})
afterAll(async () => {
  await t.close()
})

type Detail = { detail: string | { loc: (string | number)[]; msg: string }[] }
const anchor = () => t.server.ctx.strategies.history.source.anchor

/** A crossover on one-minute bars over `days` before the archive's anchor: a large run. */
async function minuteStrategy(days: number) {
  const made = await traderWithStrategy(t.api, newUser)
  const config = { ...made.strategy.config, timeframe: '1m' }
  const res = await t.api<Strategy>('PUT', `/api/v1/strategies/${made.strategy.id}`, {
    token: made.token,
    json: { config },
  })
  expect(res.status).toBe(200)
  const range = { from: anchor() - days * DAY_MS, to: anchor() - 60_000 }
  return { ...made, strategy: res.body, range }
}

describe('a backtest', () => {
  it('gives bit-identical results when run twice', async () => {
    const { token, strategy } = await traderWithStrategy(t.api, newUser)
    const range = { from: anchor() - 200 * DAY_MS, to: anchor() - 3_600_000 }
    const first = await startBacktest(t.api, token, strategy.id, range)
    expect([first.status, first.body.status, first.body.from]).toEqual([201, 'queued', range.from])
    const a = await finished(t.api, token, first.body.id)
    const second = await startBacktest(t.api, token, strategy.id, range)
    const b = await finished(t.api, token, second.body.id)
    expect([a.status, b.status]).toEqual(['completed', 'completed'])
    expect(a.result?.stats.trades).toBeGreaterThan(0)
    expect(a.result?.fills.length).toBeGreaterThan(0)
    expect(JSON.stringify(b.result)).toBe(JSON.stringify(a.result))
    expect(b.stats).toEqual(a.stats)
    const listed = await t.api<BacktestSummary[]>(
      'GET',
      `/api/v1/strategies/${strategy.id}/backtests`,
      { token },
    )
    expect(listed.body.map((j) => j.id)).toEqual([second.body.id, first.body.id])
    const all = await t.api<BacktestSummary[]>('GET', '/api/v1/backtests', { token })
    expect(all.body.map((j) => j.id)).toEqual([second.body.id, first.body.id])
    expect(all.body[0]).not.toHaveProperty('result')
    expect((await t.api('DELETE', `/api/v1/backtests/${first.body.id}`, { token })).status).toBe(
      204,
    )
    expect((await t.api('GET', `/api/v1/backtests/${first.body.id}`, { token })).status).toBe(404)
  })

  it('pushes progress ten times a second and leaves the server answering while it runs', async () => {
    const { token, strategy, range } = await minuteStrategy(540)
    const socket = await t.connect(token)
    socket.send({ type: 'subscribe', channel: 'strategies' })
    await socket.waitFor((m) => m.type === 'subscribed' || m.channel === 'strategies')
    const from = socket.messages.length
    const job = await startBacktest(t.api, token, strategy.id, range)
    expect(job.status).toBe(201)
    const health: number[] = []
    let ended: Backtest | undefined
    void finished(t.api, token, job.body.id, 120_000).then((b) => (ended = b))
    while (!ended) {
      const asked = performance.now()
      const res = await t.api('GET', '/api/v1/health')
      expect(res.status).toBe(200)
      health.push(performance.now() - asked)
      await new Promise((r) => setTimeout(r, 20))
    }
    expect(ended.status).toBe('completed')
    expect(ended.result?.stats.bars).toBeGreaterThan(500_000)
    const running = socket.messages
      .slice(from)
      .filter((m) => onStream('strategies')(m))
      .map((m) => (m.data as { job?: BacktestSummary }).job)
      .filter((j) => j?.id === job.body.id && j.status === 'running')
    const seconds = (ended.durationMs ?? 0) / 1000
    expect(seconds).toBeGreaterThan(1)
    // Running pushes over the run's wall time: at least ten a second.
    expect(running.length / seconds).toBeGreaterThanOrEqual(10)
    const fractions = running.map((j) => j?.progress ?? 0)
    expect(fractions).toEqual([...fractions].sort((x, y) => x - y))
    expect(fractions.at(-1)).toBeGreaterThan(0)
    const last = socket.messages.filter(onStream('strategies')).at(-1)?.data as {
      job: BacktestSummary
    }
    expect(last.job).toMatchObject({ id: job.body.id, status: 'completed', progress: 1 })
    // The event loop was never held: every health check came back, quickly.
    expect(health.length).toBeGreaterThan(10)
    expect(Math.max(...health)).toBeLessThan(1000)
  })

  it('stops when cancelled: status cancelled, progress kept, no result', async () => {
    const { token, strategy, range } = await minuteStrategy(540)
    const job = await startBacktest(t.api, token, strategy.id, range)
    await new Promise((r) => setTimeout(r, 300))
    const cancelled = await t.api<BacktestSummary>(
      'POST',
      `/api/v1/backtests/${job.body.id}/cancel`,
      { token },
    )
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled'])
    await new Promise((r) => setTimeout(r, 2500))
    const after = await t.api<Backtest>('GET', `/api/v1/backtests/${job.body.id}`, { token })
    expect(after.body).toMatchObject({ status: 'cancelled', result: null, stats: null })
    expect(after.body.finishedAt).not.toBeNull()
    const again = await t.api<Detail>('DELETE', `/api/v1/backtests/${job.body.id}`, { token })
    expect(again.status).toBe(204)
  })

  it(`runs at most ${MAX_RUNNING_JOBS} jobs per trader at once`, async () => {
    const { token, strategy, range } = await minuteStrategy(300)
    const jobs = await Promise.all(
      Array.from({ length: MAX_RUNNING_JOBS }, () =>
        startBacktest(t.api, token, strategy.id, range),
      ),
    )
    const third = await startBacktest(t.api, token, strategy.id, range)
    expect(jobs.map((j) => j.status)).toEqual(Array(MAX_RUNNING_JOBS).fill(201))
    expect(third.status).toBe(409)
    const busy = await t.api<Detail>('DELETE', `/api/v1/backtests/${jobs[0]?.body.id}`, { token })
    expect([busy.status, busy.body.detail]).toEqual([409, 'Cancel the backtest before deleting it'])
    for (const j of jobs) await t.api('POST', `/api/v1/backtests/${j.body.id}/cancel`, { token })
  })

  it('answers 422 on the field of a range the history cannot serve', async () => {
    const { token, strategy } = await traderWithStrategy(t.api, newUser)
    const early = await startBacktest(t.api, token, strategy.id, {
      from: anchor() - 20 * 365 * DAY_MS,
    })
    expect(early.status).toBe(422)
    const [issue, ...more] = (early.body as unknown as { detail: { loc: string[]; msg: string }[] })
      .detail
    expect([issue?.loc, more]).toEqual([['body', 'from'], []])
    expect(issue?.msg).toMatch(/^History of 1h bars starts at /)
    const params = await startBacktest(t.api, token, strategy.id, {
      params: { nope: 1, fast: 1000 },
    })
    expect(params.status).toBe(422)
    const locs = (params.body as unknown as Detail).detail as { loc: string[] }[]
    expect(locs.map((i) => i.loc.join('.'))).toEqual(['body.params.nope', 'body.params.fast'])
  })
})

describe('optimisation', () => {
  it('returns the best trial’s config with a walk-forward report, and PUT saves it', async () => {
    const { token, strategy } = await traderWithStrategy(t.api, newUser)
    const daily = { ...strategy.config, timeframe: '1d' }
    await t.api('PUT', `/api/v1/strategies/${strategy.id}`, { token, json: { config: daily } })
    const jobId = crypto.randomUUID()
    const res = await t.api<OptimizeResult>('POST', `/api/v1/strategies/${strategy.id}/optimize`, {
      token,
      json: {
        method: 'grid',
        parameters: ['fast'],
        objective: { kind: 'profit', minTrades: 1 },
        from: anchor() - 8 * 365 * DAY_MS,
        walkForward: { folds: 3, inSampleFraction: 0.7 },
        jobId,
      },
    })
    expect(res.status).toBe(200)
    const { best, config, walkForward } = res.body
    expect(res.body.jobId).toBe(jobId)
    // fast from 5 to 50: every value once.
    expect(res.body.evaluated).toBe(46)
    expect(config.parameters.fast?.value).toBe(best.params.fast)
    expect(best.params.fast).not.toBe(strategy.config.parameters.fast?.value)
    expect(config.parameters.slow).toEqual(strategy.config.parameters.slow)
    expect(walkForward?.folds).toHaveLength(3)
    expect(typeof walkForward?.diverges).toBe('boolean')
    const saved = await t.api<Strategy>('PUT', `/api/v1/strategies/${strategy.id}`, {
      token,
      json: { config },
    })
    expect(saved.status).toBe(200)
    const read = await t.api<Strategy>('GET', `/api/v1/strategies/${strategy.id}`, { token })
    expect(read.body.config.parameters).toEqual(config.parameters)
    const job = await t.api<Backtest>('GET', `/api/v1/backtests/${jobId}`, { token })
    expect(job.body).toMatchObject({ kind: 'optimize', status: 'completed', progress: 1 })
    expect(job.body.stats).toEqual(best.stats)
  })

  it('answers 409 when its job is cancelled through /backtests/:id/cancel', async () => {
    const { token, strategy } = await minuteStrategy(60)
    const jobId = crypto.randomUUID()
    const running = t.api<Detail>('POST', `/api/v1/strategies/${strategy.id}/optimize`, {
      token,
      json: { method: 'random', trials: 500, objective: { kind: 'sharpe' }, jobId },
    })
    for (let i = 0; i < 100; i++) {
      const job = await t.api<BacktestSummary>('GET', `/api/v1/backtests/${jobId}`, { token })
      if (job.status === 200) break
      await new Promise((r) => setTimeout(r, 50))
    }
    const cancel = await t.api<BacktestSummary>('POST', `/api/v1/backtests/${jobId}/cancel`, {
      token,
    })
    expect([cancel.status, cancel.body.kind, cancel.body.status]).toEqual([
      200,
      'optimize',
      'cancelled',
    ])
    const answer = await running
    expect([answer.status, answer.body.detail]).toEqual([409, 'Optimisation cancelled'])
  })
})
