import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PREFIX, type Portfolio } from '../../protocol/index.ts'
import { performance, type Performance } from '../../protocol/trading.ts'
import { installErrorHandler } from '../../server/http/error-handler.ts'
import { createEquityRecorder, type EquityRecorder } from '../../server/performance/recorder.ts'
import { performanceRoutes } from '../../server/performance/routes.ts'
import { insertSnapshot } from '../../server/performance/snapshots-repo.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'

// createServer is ready before it returns, so the routes go on a second Fastify app sharing the
// real server's context: same PGlite (migrated, 003 included), same users and tokens.
let t: TestServer
let app: FastifyInstance
let recorder: EquityRecorder
let alice: Awaited<ReturnType<typeof newUser>>
let mallory: Awaited<ReturnType<typeof newUser>>
let main: Portfolio
let fresh: Portfolio
const equity = new Map<string, number>()
let valuations = 0
const valueOf = async (id: string) => {
  valuations += 1
  await new Promise((resolve) => setTimeout(resolve, 5))
  return equity.get(id) ?? 0
}
let clock = Date.UTC(2026, 5, 1, 12)

beforeAll(async () => {
  t = await startServer()
  app = Fastify()
  installErrorHandler(app)
  await app.register(performanceRoutes(t.server.ctx, { valueOf, now: () => clock }), {
    prefix: API_PREFIX,
  })
  await app.ready()
  recorder = createEquityRecorder({
    db: t.server.db,
    valueOf,
    now: () => new Date(clock),
  })
  alice = await newUser(t.api, 'alice')
  mallory = await newUser(t.api, 'mallory')
  const create = async (name: string) =>
    (await t.api<Portfolio>('POST', '/api/v1/portfolios', { token: alice.token, json: { name } }))
      .body
  main = await create('Main')
  fresh = await create('Fresh')
})
afterAll(async () => {
  await recorder.stop()
  await app.close()
  await t.close()
})

const get = async (path: string, token = alice.token) => {
  const res = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}${path}`,
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: res.statusCode, body: res.json<unknown>() }
}

describe('GET /portfolios/{id}/performance', () => {
  it('needs a token and the owner', async () => {
    const anon = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/portfolios/${main.id}/performance`,
    })
    expect(anon.statusCode).toBe(401)
    const foreign = await get(`/portfolios/${main.id}/performance`, mallory.token)
    expect(foreign).toEqual({ status: 404, body: { detail: 'Portfolio not found' } })
    const missing = await get('/portfolios/nope/performance')
    expect(missing).toEqual({ status: 404, body: { detail: 'Portfolio not found' } })
  })

  it('refuses an unknown timeframe with a 422 on the query', async () => {
    const res = await get(`/portfolios/${main.id}/performance?timeframe=2D`)
    expect(res.status).toBe(422)
    const detail = (res.body as { detail: { loc: unknown[] }[] }).detail
    expect(detail[0]?.loc).toEqual(['query', 'timeframe'])
  })

  it('answers just the current equity before any snapshot', async () => {
    equity.set(fresh.id, 100_000)
    const res = await get(`/portfolios/${fresh.id}/performance`)
    expect(res.status).toBe(200)
    expect(performance.parse(res.body)).toEqual({
      portfolioId: fresh.id,
      timeframe: '1M',
      points: [{ time: clock, equity: 100_000, netDeposits: 0 }],
      startEquity: 100_000,
      endEquity: 100_000,
      change: 0,
      changePercent: 0,
    })
  })

  it('charts what the recorder wrote, with the current equity last', async () => {
    const start = clock
    for (const value of [100_000, 101_000, 99_000, 102_000]) {
      equity.set(main.id, value)
      await recorder.recordAll()
      clock += 3_600_000
    }
    equity.set(main.id, 103_000)
    const res = await get(`/portfolios/${main.id}/performance?timeframe=1D`)
    const body = performance.parse(res.body)
    expect(body.timeframe).toBe('1D')
    expect(body.points.map((p) => p.equity)).toEqual([100_000, 101_000, 99_000, 102_000, 103_000])
    expect(body.points[0]?.time).toBe(start)
    expect(body.points.at(-1)?.time).toBe(clock)
    expect(body).toMatchObject({
      startEquity: 100_000,
      endEquity: 103_000,
      change: 3000,
      changePercent: 3,
    })
    // The fresh portfolio was recorded by the same rounds.
    const other = performance.parse((await get(`/portfolios/${fresh.id}/performance`)).body)
    expect(other.points).toHaveLength(5)
  })

  it('opens a window at the equity from before it and thins the history', async () => {
    await insertSnapshot(t.server.db, main.id, new Date(clock - 3 * 86_400_000), 90_000)
    // A burst of fills: one write in progress plus one more after it, not five.
    const before = valuations
    await Promise.all([1, 2, 3, 4, 5].map(() => recorder.recordNow(main.id)))
    expect(valuations - before).toBe(2)
    const week = performance.parse(
      (await get(`/portfolios/${main.id}/performance?timeframe=1W`)).body,
    )
    expect(week.startEquity).toBe(90_000)
    const day = performance.parse(
      (await get(`/portfolios/${main.id}/performance?timeframe=1D`)).body,
    )
    // The 1D window starts 24 h back, at the equity carried from the 3-day-old point.
    expect(day.points[0]).toEqual({ time: clock - 86_400_000, equity: 90_000, netDeposits: 0 })
    expect(await recorder.thin()).toBe(0)
  })

  it('downsamples long histories to 500 points', async () => {
    for (let i = 1; i <= 900; i++)
      await insertSnapshot(
        t.server.db,
        fresh.id,
        new Date(clock - i * 60_000 - 30_000),
        100_000 + i,
      )
    const res = await get(`/portfolios/${fresh.id}/performance?timeframe=ALL`)
    const body: Performance = performance.parse(res.body)
    expect(body.points).toHaveLength(500)
    expect(body.points.at(-1)).toEqual({ time: clock, equity: 100_000, netDeposits: 0 })
  })
})

describe('performance on the running server', () => {
  it('answers for the owner with the current equity as the last point', async () => {
    const res = await fetch(
      `${t.url}${API_PREFIX}/portfolios/${main.id}/performance?timeframe=1D`,
      {
        headers: { authorization: `Bearer ${alice.token}` },
      },
    )
    expect(res.status).toBe(200)
    const body = performance.parse(await res.json())
    expect(body.points.length).toBeGreaterThan(0)
    expect(body.endEquity).toBeGreaterThan(0)
  })

  it('hides another user’s portfolio', async () => {
    const res = await fetch(`${t.url}${API_PREFIX}/portfolios/${main.id}/performance`, {
      headers: { authorization: `Bearer ${mallory.token}` },
    })
    expect(res.status).toBe(404)
  })
})
