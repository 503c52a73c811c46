import { afterEach, describe, expect, it } from 'vitest'
import type { BacktestSummary } from '../../../protocol/index.ts'
import type { StrategyEventBatch } from '../../../workers/engine/api.ts'
import { disposeEngines, json, signedInEngine, waitFor } from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

const job = (progress: number, over: Partial<BacktestSummary> = {}): BacktestSummary => ({
  id: 'j1',
  strategyId: 's1',
  strategyName: 'MA cross',
  kind: 'backtest',
  status: 'running',
  progress,
  symbol: 'BTC-USD',
  timeframe: '1h',
  from: 0,
  to: 1,
  initialCapital: 1000,
  params: {},
  stats: null,
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  durationMs: null,
  ...over,
})

describe('strategies domain', () => {
  it('says SPEC §5 not-found messages word for word, and names failed runs as SPEC §8 does', async () => {
    const ctx = await signedInEngine({
      'GET /strategies/s1/export': () => json(404, { detail: 'Strategy not found' }),
      'POST /strategies': () => json(404, { detail: 'Template not found' }),
      'POST /strategies/import': () => json(422, { detail: 'Invalid strategy data' }),
      'GET /strategies/s2': () => json(404, { detail: 'no such row' }),
      'POST /strategies/s1/backtest': () => json(500, {}),
      'POST /strategies/s1/optimize': () => json(503, {}),
      'GET /strategies': () => json(500, {}),
    })
    const exported = await ctx.api.exportStrategy('s1')
    expect(!exported.ok && exported.error.message).toBe('Strategy not found')
    const created = await ctx.api.createStrategy({
      name: 'x',
      templateId: 'nope',
      allocatedCapital: 100,
    })
    expect(!created.ok && created.error.message).toBe('Template not found')
    const imported = await ctx.api.importStrategy('{')
    expect(!imported.ok && imported.error.message).toBe('Invalid strategy data')
    const other = await ctx.api.getStrategy('s2')
    expect(!other.ok && other.error.message).toBe('Resource not found.')
    const run = await ctx.api.runBacktest('s1', {})
    expect(!run.ok && run.error.message).toBe('Failed to run backtest')
    const opt = await ctx.api.optimizeStrategy('s1', {
      method: 'grid',
      objective: { kind: 'sharpe' },
    })
    expect(!opt.ok && opt.error.message).toBe('Failed to optimize strategy')
    const listed = await ctx.api.listStrategies()
    expect(!listed.ok && listed.error.message).toBe('Server error. Please try again later.')
    // A write is never resent after a lost answer: one POST each.
    expect(ctx.http.calls.filter((c) => c.path === '/strategies/s1/backtest')).toHaveLength(1)
  })

  it('subscribes the strategies channel and hands each tab the newest of a burst', async () => {
    const ctx = await signedInEngine()
    const batches: StrategyEventBatch[] = []
    await ctx.api.watchStrategyEvents((b) => batches.push(b))
    await waitFor(() =>
      expect(ctx.socket.frames()).toContainEqual({ type: 'subscribe', channel: 'strategies' }),
    )
    const push = (seq: number, data: unknown) =>
      ctx.socket.receive({ channel: 'strategies', seq, data })
    push(1, { kind: 'job', job: job(0.1) })
    push(2, { kind: 'job', job: job(0.2) })
    push(3, { kind: 'job', job: job(0.5, { id: 'j2' }) })
    push(4, { kind: 'strategy_deleted', id: 's9' })
    push(5, { kind: 'job', job: job(0.3) })
    await waitFor(() => expect(batches.flatMap((b) => b.events)).toHaveLength(3))
    const events = batches.flatMap((b) => b.events)
    expect(
      events.map((e) => (e.kind === 'job' ? `${e.job.id}@${e.job.progress}` : e.kind)),
    ).toEqual(['j2@0.5', 'strategy_deleted', 'j1@0.3'])
    expect(batches.every((b) => !b.resync)).toBe(true)
  })

  it('asks the tabs to refetch everything when a push was lost', async () => {
    const ctx = await signedInEngine()
    const batches: StrategyEventBatch[] = []
    await ctx.api.watchStrategyEvents((b) => batches.push(b))
    ctx.socket.receive({
      channel: 'strategies',
      seq: 1,
      data: { kind: 'strategy_deleted', id: 'a' },
    })
    ctx.socket.receive({
      channel: 'strategies',
      seq: 3,
      data: { kind: 'strategy_deleted', id: 'b' },
    })
    await waitFor(() => expect(batches.some((b) => b.resync)).toBe(true))
  })
})
