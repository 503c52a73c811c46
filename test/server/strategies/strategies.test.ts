/**
 * Strategies over HTTP (SPEC §3, §5, §7): templates, create, read, update, activate and pause,
 * export and import with SPEC §5's messages word for word, delete; another user's strategy and
 * backtest answer 404 on every :id endpoint; a bad config answers 422 with each issue's path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  strategiesApi,
  type BacktestSummary,
  type Strategy,
  type StrategyExport,
  type StrategyTemplate,
} from '../../../protocol/index.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { traderWithStrategy } from './strategy-helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

type Detail = { detail: string | { loc: (string | number)[]; msg: string }[] }
const base = '/api/v1/strategies'

describe('templates', () => {
  it('lists the six templates with their default config and required capital', async () => {
    const { token } = await newUser(t.api, 'tpl')
    const res = await t.api<StrategyTemplate[]>('GET', `${base}/templates`, { token })
    expect(res.status).toBe(200)
    expect(res.body.map((x) => x.id)).toEqual([
      'ma-crossover',
      'rsi-mean-reversion',
      'breakout',
      'grid',
      'dca',
      'funding-carry',
    ])
    for (const tpl of res.body) expect(tpl.requiredCapital).toBeGreaterThan(0)
  })

  it('answers "Template not found" for an unknown template', async () => {
    const { token } = await newUser(t.api, 'tpl')
    const res = await t.api<Detail>('POST', base, {
      token,
      json: { name: 'X', templateId: 'no-such-template', allocatedCapital: 1000 },
    })
    expect([res.status, res.body.detail]).toEqual([404, 'Template not found'])
  })
})

describe('create, read, update, delete', () => {
  it('creates a paused strategy on the active portfolio and lists it', async () => {
    const { token, portfolioId, strategy } = await traderWithStrategy(t.api, newUser)
    expect(strategy).toMatchObject({
      name: 'Cross',
      status: 'paused',
      templateId: 'ma-crossover',
      portfolioId,
      allocatedCapital: 10_000,
      type: 'automated',
    })
    expect(strategy.performance).toMatchObject({
      equity: 10_000,
      totalReturn: 0,
      trades: 0,
      position: null,
      lastError: null,
    })
    const list = await t.api<Strategy[]>('GET', base, { token })
    expect(list.body.map((s) => s.id)).toEqual([strategy.id])
    const one = await t.api<Strategy>('GET', `${base}/${strategy.id}`, { token })
    expect(one.body.config).toEqual(strategy.config)
  })

  it('answers 422 with the path of each problem in a bad config', async () => {
    const { token, strategy } = await traderWithStrategy(t.api, newUser)
    const bad = {
      ...strategy.config,
      rules: [
        {
          id: 'go',
          when: { all: [{ left: { indicator: 'nope' }, op: 'gt', right: { value: 1 } }] },
          action: 'enter_long',
        },
      ],
    }
    const res = await t.api<Detail>('POST', base, {
      token,
      json: { name: 'Bad', config: bad, allocatedCapital: 1000 },
    })
    expect(res.status).toBe(422)
    const locs = (res.body.detail as { loc: (string | number)[] }[]).map((i) => i.loc.join('.'))
    expect(locs).toContain('body.config.rules.0.when.all.0.left.indicator')
    const put = await t.api<Detail>('PUT', `${base}/${strategy.id}`, {
      token,
      json: { config: bad },
    })
    expect(put.status).toBe(422)
  })

  it('changes rules only while paused, activates, pauses and deletes', async () => {
    const { token, strategy } = await traderWithStrategy(t.api, newUser)
    const url = `${base}/${strategy.id}`
    const renamed = await t.api<Strategy>('PUT', url, { token, json: { name: 'Renamed' } })
    expect(renamed.body.name).toBe('Renamed')
    const on = await t.api<Strategy>('PUT', url, { token, json: { status: 'active' } })
    expect([on.status, on.body.status]).toEqual([200, 'active'])
    const refused = await t.api<Detail>('PUT', url, {
      token,
      json: { allocatedCapital: 500 },
    })
    expect([refused.status, refused.body.detail]).toEqual([
      409,
      'Pause the strategy before changing its rules, capital or portfolio',
    ])
    // Pausing and resizing in one request is allowed: the pause comes first.
    const off = await t.api<Strategy>('PUT', url, {
      token,
      json: { status: 'paused', allocatedCapital: 500 },
    })
    expect([off.body.status, off.body.allocatedCapital]).toEqual(['paused', 500])
    const gone = await t.api('DELETE', url, { token })
    expect(gone.status).toBe(204)
    expect((await t.api<Detail>('GET', url, { token })).body.detail).toBe('Strategy not found')
  })

  it('refuses activation without free cash for the allocated capital', async () => {
    const { token, strategy } = await traderWithStrategy(t.api, newUser, {
      allocatedCapital: 5_000_000,
    })
    const res = await t.api<Detail>('PUT', `${base}/${strategy.id}`, {
      token,
      json: { status: 'active' },
    })
    expect(res.status).toBe(409)
    expect(res.body.detail).toMatch(/free cash/)
  })

  it('creates a strategy without a portfolio when the trader has none, and refuses to run it', async () => {
    const { token } = await newUser(t.api, 'noport')
    const created = await t.api<Strategy>('POST', base, {
      token,
      json: { name: 'Lonely', templateId: 'rsi-mean-reversion', allocatedCapital: 1000 },
    })
    expect([created.status, created.body.portfolioId]).toEqual([201, null])
    const res = await t.api<Detail>('PUT', `${base}/${created.body.id}`, {
      token,
      json: { status: 'active' },
    })
    expect([res.status, res.body.detail]).toEqual([
      409,
      'Choose a portfolio for the strategy before activating it',
    ])
  })
})

describe('export and import (SPEC §5)', () => {
  it('exports a strategy and imports it as a new paused one, stripping id, dates and performance', async () => {
    const { token, strategy } = await traderWithStrategy(t.api, newUser)
    const exported = await t.api<StrategyExport>('GET', `${base}/${strategy.id}/export`, {
      token,
    })
    expect(exported.body).toMatchObject({ format: 'tradedesk.strategy.v1', id: strategy.id })
    expect(exported.body).not.toHaveProperty('performance')
    const data = JSON.stringify({ ...exported.body, name: 'Imported', status: 'active' })
    const imported = await t.api<Strategy>('POST', `${base}/import`, { token, json: { data } })
    expect(imported.status).toBe(201)
    expect(imported.body.id).not.toBe(strategy.id)
    expect(imported.body).toMatchObject({ name: 'Imported', status: 'paused' })
    expect(imported.body.config).toEqual(strategy.config)
    expect(imported.body.createdAt).not.toBe(strategy.createdAt)
  })

  it('answers "Invalid strategy data" for text that is not a strategy', async () => {
    const { token } = await newUser(t.api, 'imp')
    for (const data of ['not json', '{"name":"x"}', JSON.stringify({ name: 'x', config: {} })]) {
      const res = await t.api<Detail>('POST', `${base}/import`, { token, json: { data } })
      expect([res.status, res.body.detail]).toEqual([422, 'Invalid strategy data'])
    }
  })

  it('answers "Strategy not found" to the export of a missing strategy', async () => {
    const { token } = await newUser(t.api, 'exp')
    const res = await t.api<Detail>('GET', `${base}/00000000-0000-4000-8000-000000000000/export`, {
      token,
    })
    expect([res.status, res.body.detail]).toEqual([404, 'Strategy not found'])
  })
})

describe('owner scoping', () => {
  it("answers 404 to another user's strategy and backtest on every :id endpoint", async () => {
    const { token, strategy } = await traderWithStrategy(t.api, newUser, {
      templateId: 'dca',
    })
    const job = await t.api<BacktestSummary>('POST', `${base}/${strategy.id}/backtest`, {
      token,
      json: {},
    })
    expect(job.status).toBe(201)
    const other = await newUser(t.api, 'other')
    const idOf = (path: string) => (path.startsWith('/backtests') ? job.body.id : strategy.id)
    const bodies: Record<string, unknown> = {
      '/strategies/:id/optimize': { method: 'grid', objective: { kind: 'profit' } },
    }
    const idEndpoints = Object.values(strategiesApi).filter(
      (e) => e.path.includes(':id') && !e.path.startsWith('/swarms'),
    )
    expect(idEndpoints.length).toBe(12)
    const answers = await Promise.all(
      idEndpoints.map(async (e) => {
        const res = await t.api<Detail>(e.method, `/api/v1${e.path.replace(':id', idOf(e.path))}`, {
          token: other.token,
          ...(e.method === 'GET' ? {} : { json: bodies[e.path] ?? {} }),
        })
        return `${e.method} ${e.path} ${res.status} ${JSON.stringify(res.body.detail)}`
      }),
    )
    expect(answers).toEqual(
      idEndpoints.map(
        (e) =>
          `${e.method} ${e.path} 404 "${e.path.startsWith('/backtests') ? 'Backtest' : 'Strategy'} not found"`,
      ),
    )
    // The owner still has both.
    const mine = await t.api<Strategy>('GET', `${base}/${strategy.id}`, { token })
    expect(mine.status).toBe(200)
    await t.api('POST', `/api/v1/backtests/${job.body.id}/cancel`, { token })
  })
})
