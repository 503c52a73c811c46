import type { AuditAction, AuditEntry } from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'

type State = AuditEntry['before']

/** Who acted, from where: taken from the request (see actorOf). */
export interface AuditActor {
  adminId: string
  adminEmail: string
  ip: string | null
}

export interface AuditRecord {
  action: AuditAction
  target: string
  before: State
  after: State
}

/** Appends one entry; run it in the transaction of the change it records, so neither lands alone. */
export async function appendAudit(db: Queryable, actor: AuditActor, r: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (admin_id, admin_email, action, target, before, after, ip)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [
      actor.adminId,
      actor.adminEmail,
      r.action,
      r.target,
      r.before === null ? null : JSON.stringify(r.before),
      r.after === null ? null : JSON.stringify(r.after),
      actor.ip,
    ],
  )
}

interface AuditRow {
  id: number
  at: Date
  admin_id: string
  admin_email: string
  action: AuditAction
  target: string
  before: State
  after: State
  ip: string | null
}

/** Newest first, older than `before` (an entry id) when given; one more row tells if a page follows. */
export async function listAudit(
  db: Queryable,
  before: number | undefined,
  limit: number,
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const rows = await db.query<AuditRow>(
    `SELECT id::float8 AS id, at, admin_id, admin_email, action, target, before, after, ip
     FROM audit_log WHERE ($1::bigint IS NULL OR id < $1::bigint)
     ORDER BY id DESC LIMIT $2`,
    [before ?? null, limit + 1],
  )
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    entries: page.map((r) => ({ ...r, at: r.at.toISOString() })),
    nextBefore: rows.length > limit && last ? last.id : null,
  }
}
