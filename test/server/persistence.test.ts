import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoHint, Holding, Portfolio } from '../../protocol/index.ts'
import { loadMigrations, migrate } from '../../server/db/migrate.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'

let dataDir = ''
let running: TestServer | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tradedesk-data-'))
})
afterAll(async () => {
  await running?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const boot = async (): Promise<TestServer> => {
  running = await startServer({ inMemoryDb: false, dataDir, demo: true })
  return running
}

describe('PGlite in DATA_DIR', () => {
  it('keeps users, portfolios, holdings, the JWT secret and the demo password across a restart', async () => {
    const first = await boot()
    const user = await newUser(first.api, 'persist')
    const created = await first.api<Portfolio>('POST', '/api/v1/portfolios', {
      token: user.token,
      json: { name: 'Kept' },
    })
    await first.api('POST', `/api/v1/portfolios/${created.body.id}/holdings`, {
      token: user.token,
      json: { symbol: 'XAU-USD', quantity: 2, averagePrice: 2300 },
    })
    const hint1 = (await first.api<DemoHint>('GET', '/api/v1/auth/demo')).body
    await first.close()
    running = undefined
    const stoppedAt = first.server.market.lastPrices()

    expect((await stat(join(dataDir, 'pglite'))).isDirectory()).toBe(true)
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).length).toBeGreaterThanOrEqual(32)

    const second = await boot()
    // The access token of the first run still verifies: the secret was persisted.
    const list = await second.api<Portfolio[]>('GET', '/api/v1/portfolios', { token: user.token })
    expect(list.status).toBe(200)
    expect(list.body.map((p) => p.name)).toEqual(['Kept'])
    const holdings = await second.api<Holding[]>(
      'GET',
      `/api/v1/portfolios/${created.body.id}/holdings`,
      { token: user.token },
    )
    expect(holdings.body).toMatchObject([{ symbol: 'XAU-USD', quantity: 2, averagePrice: 2300 }])
    const login = await second.api('POST', '/api/v1/auth/login', {
      form: { username: user.email, password: user.password },
    })
    expect(login.status).toBe(200)

    // The market continues from where the first run stopped.
    const remembered = await second.server.db.query<{ value: string }>(
      "SELECT value FROM settings_kv WHERE key = 'market_last_prices'",
    )
    expect(JSON.parse(remembered[0]?.value ?? '{}')).toEqual(stoppedAt)

    const hint2 = (await second.api<DemoHint>('GET', '/api/v1/auth/demo')).body
    expect(hint2).toEqual(hint1)
    expect(hint2.enabled).toBe(true)
    // Seeding is idempotent: still exactly one demo trader with one portfolio.
    const traders = await second.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email IN ('admin@tradedesk.dev', 'trader@tradedesk.dev')",
    )
    expect(traders[0]?.n).toBe(2)
    const demoPortfolios = await second.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM portfolios p JOIN users u ON u.id = p.user_id WHERE u.email = 'trader@tradedesk.dev'",
    )
    expect(demoPortfolios[0]?.n).toBe(1)
  })

  it('applies each migration once; running them again changes nothing', async () => {
    const server = running ?? (await boot())
    const files = await loadMigrations()
    expect(files.length).toBeGreaterThan(0)
    const recorded = await server.server.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    )
    expect(recorded.map((r) => r.version)).toEqual(files.map((f) => f.version))
    expect(await migrate(server.server.db)).toEqual([])
    const again = await server.server.db.query('SELECT version FROM schema_migrations')
    expect(again).toHaveLength(files.length)
  })

  it('rolls a failing migration back entirely', async () => {
    const server = running ?? (await boot())
    const bad = [
      ...(await loadMigrations()),
      {
        version: 9001,
        name: '9001_broken.sql',
        sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;',
      },
    ]
    await expect(migrate(server.server.db, bad)).rejects.toThrow()
    const tables = await server.server.db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'",
    )
    expect(tables).toEqual([])
    const versions = await server.server.db.query(
      'SELECT 1 FROM schema_migrations WHERE version = 9001',
    )
    expect(versions).toEqual([])
  })
})
