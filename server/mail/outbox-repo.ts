import type { OutboxMail } from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'
import type { MailMessage } from './mailer.ts'

interface OutboxRow {
  id: number
  to_address: string
  subject: string
  text: string
  created_at: Date
}

export async function insertOutboxMail(
  db: Pick<Queryable, 'query'>,
  m: MailMessage,
): Promise<void> {
  await db.query(
    'INSERT INTO mail_outbox (to_address, subject, text, html) VALUES ($1, $2, $3, $4)',
    [m.to, m.subject, m.text, m.html ?? null],
  )
}

/** Newest first; `before` is the last id of the previous page. */
export async function listOutboxMail(
  db: Pick<Queryable, 'query'>,
  page: { limit: number; before?: number | undefined },
): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxRow>(
    `SELECT id, to_address, subject, text, created_at FROM mail_outbox
     WHERE $1::integer IS NULL OR id < $1
     ORDER BY id DESC LIMIT $2`,
    [page.before ?? null, page.limit],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_address,
    subject: r.subject,
    text: r.text,
    created_at: r.created_at.toISOString(),
  }))
}
