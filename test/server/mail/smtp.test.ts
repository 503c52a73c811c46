/** With SMTP_URL set, mail goes to that SMTP server and not to the outbox. */
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { newUser, startServer, type TestServer } from '../helpers.ts'

interface Received {
  to: string[]
  data: string
}

const received: Received[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        data: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})

let t: TestServer
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const address = smtp.server.address()
  if (address === null || typeof address === 'string') throw new Error('no SMTP port')
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${address.port}`)
  t = await startServer()
})
afterAll(async () => {
  await t.close()
  vi.unstubAllEnvs()
  await new Promise<void>((resolve) => smtp.close(resolve))
})

describe('SMTP delivery', () => {
  it('delivers a password reset link over SMTP, leaving the outbox empty', async () => {
    const u = await newUser(t.api, 'smtp')
    const res = await t.api('POST', '/api/v1/password-reset', { json: { email: u.email } })
    expect(res.status).toBe(202)
    const mail = await vi.waitFor(
      () => {
        const hit = received.find(
          (m) =>
            m.to.includes(u.email) && m.data.includes('Subject: Reset your TradeDesk password'),
        )
        if (!hit) throw new Error('no mail yet')
        return hit
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(mail.data).toMatch(/reset-password\?token=/)
    const outbox = await t.server.db.query('SELECT 1 FROM mail_outbox')
    expect(outbox).toEqual([])
  })
})
