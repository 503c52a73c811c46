import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from '../../../../server/db/open.ts'
import type { Db } from '../../../../server/db/types.ts'
import { thinSnapshots } from '../../../../server/performance/retention.ts'
import { insertSnapshot, readSeries } from '../../../../server/performance/snapshots-repo.ts'

// Real SQL on an in-memory PGlite: the thinning is one statement, so this is where it is tested.
let db: Db
const NOW = new Date(Date.UTC(2026, 5, 1, 12, 0, 30))
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(NOW.getTime() - ms)

beforeAll(async () => {
  db = await openDb({ inMemory: true })
  await db.query(
    `INSERT INTO users (id, email, username, password_hash) VALUES ('u', 'u@x', 'u', 'x')`,
  )
  for (const id of ['a', 'b'])
    await db.query(`INSERT INTO portfolios (id, user_id, name) VALUES ($1, 'u', $1)`, [id])
}, 60_000)
afterAll(async () => {
  await db.close()
})

const times = async (id: string) =>
  (await readSeries(db, id, null)).points.map((p) => NOW.getTime() - p.time)

describe('thinSnapshots', () => {
  it('keeps the last point per minute, hour and day by age, per portfolio', async () => {
    const base = ago(10 * MIN).getTime() - (ago(10 * MIN).getTime() % MIN)
    const hourBase = ago(10 * DAY).getTime() - (ago(10 * DAY).getTime() % HOUR)
    const dayBase = ago(200 * DAY).getTime() - (ago(200 * DAY).getTime() % DAY)
    const rows: [string, number, number][] = [
      // Recent: three points in one minute, one in the next.
      ['a', base + 1_000, 1],
      ['a', base + 20_000, 2],
      ['a', base + 50_000, 3],
      ['a', base + MIN + 5_000, 4],
      // Ten days old: minute points inside one hour collapse to its last.
      ['a', hourBase + 5 * MIN, 5],
      ['a', hourBase + 30 * MIN, 6],
      ['a', hourBase + 59 * MIN, 7],
      // 200 days old: hourly points in one UTC day collapse to its last.
      ['a', dayBase + 1 * HOUR, 8],
      ['a', dayBase + 23 * HOUR, 9],
      // Another portfolio in the same minute is untouched by a's points.
      ['b', base + 30_000, 10],
    ]
    for (const [id, t, e] of rows) await insertSnapshot(db, id, new Date(t), e)

    expect(await thinSnapshots(db, NOW)).toBe(5)
    const a = await readSeries(db, 'a', null)
    expect(a.points.map((p) => p.equity)).toEqual([9, 7, 3, 4])
    expect((await readSeries(db, 'b', null)).points.map((p) => p.equity)).toEqual([10])
    // Idempotent.
    expect(await thinSnapshots(db, NOW)).toBe(0)
    expect(await times('a')).toHaveLength(4)
  })

  it('replaces a point recorded twice at the same instant', async () => {
    const at = ago(DAY + 5 * MIN)
    await insertSnapshot(db, 'b', at, 1)
    await insertSnapshot(db, 'b', at, 2)
    const { points } = await readSeries(db, 'b', ago(2 * DAY))
    expect(points.filter((p) => p.time === at.getTime()).map((p) => p.equity)).toEqual([2])
  })

  it('reads the point before a window as its opening equity', async () => {
    const { prior, points } = await readSeries(db, 'a', ago(DAY))
    expect(prior?.equity).toBe(7)
    expect(points.map((p) => p.equity)).toEqual([3, 4])
  })
})
