import { describe, expect, it } from 'vitest'
import type { Db, Queryable } from '../../../../server/db/types.ts'
import { UnitOfWork } from '../../../../server/trading/unit-of-work.ts'
import { GroupCommitWriter } from '../../../../server/trading/writer.ts'

/** A database that records each transaction's statements, or fails when told to. */
function fakeDb(opts: { fail?: boolean; commitMs?: number } = {}) {
  const commits: string[][] = []
  const db: Db = {
    kind: 'pglite',
    query: () => Promise.resolve([]),
    exec: () => Promise.resolve(),
    close: () => Promise.resolve(),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const sqls: string[] = []
      const tx: Queryable = {
        query: <R>(sql: string) => {
          sqls.push(sql)
          return Promise.resolve([] as R[])
        },
        exec: () => Promise.resolve(),
      }
      const out = await fn(tx)
      await new Promise((r) => setTimeout(r, opts.commitMs ?? 1))
      if (opts.fail) throw new Error('disk full')
      commits.push(sqls)
      return out
    },
  }
  return { db, commits }
}

const unit = (sql: string): UnitOfWork => {
  const u = new UnitOfWork()
  u.insert({ sql, params: [] })
  return u
}

describe('group commit writer', () => {
  it('commits units queued while a commit runs together, in order, then runs afterCommit', async () => {
    const { db, commits } = fakeDb({ commitMs: 10 })
    const after: number[] = []
    const w = new GroupCommitWriter(
      db,
      (units) => after.push(units.length),
      () => undefined,
    )
    const first = w.write(unit('a'))
    await new Promise((r) => setTimeout(r, 2))
    const rest = ['b', 'c', 'd'].map((s) => w.write(unit(s)))
    await Promise.all([first, ...rest])
    expect(commits).toEqual([['a'], ['b', 'c', 'd']])
    expect(after).toEqual([1, 3])
  })

  it('fails loudly: rejects the waiting units, calls onFatal, refuses later writes', async () => {
    const { db } = fakeDb({ fail: true })
    const fatal: unknown[] = []
    const w = new GroupCommitWriter(
      db,
      () => undefined,
      (e) => fatal.push(e),
    )
    await expect(w.write(unit('a'))).rejects.toThrow('disk full')
    expect(fatal).toHaveLength(1)
    await expect(w.write(unit('b'))).rejects.toThrow(/failed/)
  })
})
