/** Without SMTP_URL mail lands in the database outbox, which only administrators may read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OutboxMail } from '../../../protocol/index.ts'
import { mailerOf } from '../../../server/mail/mailer-of.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'

let t: TestServer
let admin = ''
let trader = ''
beforeAll(async () => {
  t = await startServer()
  const a = await newUser(t.api, 'mailadmin')
  await t.server.db.query(`UPDATE users SET is_superuser = true, role = 'ADMIN' WHERE id = $1`, [
    a.id,
  ])
  admin = a.token
  trader = (await newUser(t.api, 'mailuser')).token
})
afterAll(async () => {
  await t.close()
})

const list = (token: string, query = '') =>
  t.api<OutboxMail[]>('GET', `/api/v1/admin/mail${query}`, { token })

describe('the outbox', () => {
  it('keeps sent mail and lists it newest first to an administrator', async () => {
    const mailer = mailerOf(t.server.ctx)
    expect(mailer.kind).toBe('outbox')
    for (const n of [1, 2, 3])
      await mailer.send({ to: `box${n}@example.com`, subject: `Mail ${n}`, text: `Body ${n}` })
    const res = await list(admin)
    expect(res.status).toBe(200)
    expect(res.body.slice(0, 3).map((m) => [m.to, m.subject, m.text])).toEqual([
      ['box3@example.com', 'Mail 3', 'Body 3'],
      ['box2@example.com', 'Mail 2', 'Body 2'],
      ['box1@example.com', 'Mail 1', 'Body 1'],
    ])
  })

  it('pages with limit and before', async () => {
    const first = await list(admin, '?limit=2')
    expect(first.body).toHaveLength(2)
    const last = first.body[1]
    if (!last) throw new Error('no mail')
    const next = await list(admin, `?limit=2&before=${last.id}`)
    expect(next.body[0]?.id).toBeLessThan(last.id)
    expect((await list(admin, '?limit=0')).status).toBe(422)
  })

  it('refuses traders (403) and the anonymous (401)', async () => {
    expect((await list(trader)).status).toBe(403)
    expect((await t.api('GET', '/api/v1/admin/mail')).status).toBe(401)
  })
})
