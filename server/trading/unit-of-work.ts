import type { ChannelData, PrivateChannel } from '../../protocol/index.ts'
import type { SqlParam } from '../db/types.ts'

export interface Stmt {
  sql: string
  params: SqlParam[]
}

/** A private stream message to send once committed: its data is typed by its channel. */
export type Push = {
  [C in PrivateChannel]: { userId: string; channel: C; data: ChannelData<C> }
}[PrivateChannel]

/**
 * What one request (or one batch of bot activity) changed: row writes keyed by the row they set
 * to its latest absolute state (so a later write of the same row in the same commit simply wins),
 * append-only inserts (fills, notifications, idempotency answers), and the pushes to send once
 * all of it is committed.
 */
export class UnitOfWork {
  readonly rows = new Map<string, Stmt>()
  readonly inserts: Stmt[] = []
  readonly pushes: Push[] = []
  /** Users whose portfolio summary changed. */
  readonly touchedUsers = new Set<string>()

  put(key: string, stmt: Stmt): void {
    // Delete first so the row moves to the end: a later state of a row is written after the rows
    // it may depend on that were also written later.
    this.rows.delete(key)
    this.rows.set(key, stmt)
  }

  insert(stmt: Stmt): void {
    this.inserts.push(stmt)
  }

  push(p: Push): void {
    this.pushes.push(p)
  }

  get empty(): boolean {
    return this.rows.size === 0 && this.inserts.length === 0 && this.pushes.length === 0
  }
}

/** Several units as one commit: the latest state of each row, then every insert, in order. */
export function mergeUnits(units: readonly UnitOfWork[]): Stmt[] {
  const rows = new Map<string, Stmt>()
  for (const u of units)
    for (const [k, s] of u.rows) {
      rows.delete(k)
      rows.set(k, s)
    }
  return [...rows.values(), ...units.flatMap((u) => u.inserts)]
}
