import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_ENDPOINTS } from '../../protocol/index.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'
import { runFuzz } from './fuzz/api-fuzz.ts'
import { reconcile } from './fuzz/reconcile.ts'
import { newActor, type Actor } from './fuzz/world.ts'

/**
 * The whole declared API under random valid and hostile input, as two traders and an admin, a
 * few requests at a time. `npm test` runs a bounded pass; `npm run fuzz` a long one
 * (FUZZ_RUNS, FUZZ_SEED to replay a failure).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)

let t: TestServer
const fatal: unknown[] = []
const actors: Actor[] = []

beforeAll(async () => {
  t = await startServer({ onFatal: (err) => fatal.push(err), marketSeed: SEED })
  for (const name of ['alice', 'bob', 'root']) {
    const u = await newUser(t.api, name)
    actors.push(newActor(name, u.token))
    if (name === 'root')
      await t.server.db.query('UPDATE users SET is_superuser = true, role = $2 WHERE id = $1', [
        u.id,
        'ADMIN',
      ])
    for (const p of ['Main', 'Second'])
      await t.api('POST', '/api/v1/portfolios', { token: u.token, json: { name: p } })
  }
})
afterAll(async () => {
  await t.close()
})

describe(`API fuzz (${RUNS} requests, seed ${SEED})`, () => {
  it(
    'answers every request below 500, within its declaration, owner-scoped',
    async () => {
      const result = await runFuzz({
        base: t.url,
        endpoints: API_ENDPOINTS,
        world: {
          actors,
          symbols: t.server.market.symbols(),
          last: (s) => t.server.market.price(s)?.price,
        },
        admin: 2,
        runs: RUNS,
        seed: SEED,
        concurrency: 4,
      })
      console.log(`fuzz seed ${SEED}: ${result.requests} requests`, result.byStatus)
      if (process.env.FUZZ_VERBOSE) console.log(result.byEndpoint)
      expect(result.violations.slice(0, 10)).toEqual([])
      expect(result.requests).toBe(RUNS)
      // Enough of the run got past validation to exercise the handlers, not just the 422 path.
      const succeeded = Object.entries(result.byStatus)
        .filter(([s]) => Number(s) < 300)
        .reduce((n, [, c]) => n + c, 0)
      expect(succeeded).toBeGreaterThan(RUNS * 0.15)
    },
    Math.max(120_000, RUNS * 200),
  )

  it('stays up, with every portfolio reconciled with its records', async () => {
    await t.server.trading.writer.flush()
    expect((await t.api('GET', '/api/v1/health')).status).toBe(200)
    expect(fatal).toEqual([])
    expect(await reconcile(t.server.db)).toEqual([])
  })
})
