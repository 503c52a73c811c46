/** Password reset by mailed link, and email verification: single use, expiry, no enumeration. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_RESET_ANSWER, type EmailStatus } from '../../../protocol/index.ts'
import { sendVerification } from '../../../server/account/verification.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { linkToken, mailsTo, refresh, signIn } from './account-helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

const NEW = 'a brand new passphrase'
const requestReset = (email: string) =>
  t.api<{ detail: string }>('POST', '/api/v1/password-reset', { json: { email } })
const confirm = (token: string, password = NEW) =>
  t.api<{ detail: string }>('POST', '/api/v1/password-reset/confirm', {
    json: { token, new_password: password },
  })

describe('POST /password-reset', () => {
  it('answers 202 identically for a known and an unknown email, mailing only the known', async () => {
    const u = await newUser(t.api, 'reset')
    const known = await requestReset(u.email)
    const unknown = await requestReset(`nobody-${u.email}`)
    for (const res of [known, unknown]) {
      expect(res.status).toBe(202)
      expect(res.body).toEqual({ detail: PASSWORD_RESET_ANSWER })
    }
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort())
    const token = await linkToken(t, u.email, '/reset-password')
    expect(token.length).toBeGreaterThan(30)
    expect(await mailsTo(t, `nobody-${u.email}`)).toEqual([])
    const mail = (await mailsTo(t, u.email))[0]
    expect(mail?.text).not.toContain(u.password)
    // The link points at the site the request reached (a loopback demo without PUBLIC_URL).
    expect(mail?.text).toContain(`${t.url}/reset-password?token=`)
  })

  it('stores only a hash of the token', async () => {
    const u = await newUser(t.api, 'reset')
    await requestReset(u.email)
    const token = await linkToken(t, u.email, '/reset-password')
    const rows = await t.server.db.query<{ token_hash: string }>(
      `SELECT token_hash FROM account_tokens WHERE user_id = $1 AND kind = 'password_reset'`,
      [u.id],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.token_hash).not.toBe(token)
  })
})

describe('POST /password-reset/confirm', () => {
  it('sets the password once, ends ALL sessions, and the token is then used up', async () => {
    const u = await newUser(t.api, 'reset')
    const other = await signIn(t.api, u.email, u.password)
    const socket = await t.connect(other.token)
    await requestReset(u.email)
    const token = await linkToken(t, u.email, '/reset-password')
    expect((await confirm(token)).status).toBe(204)
    await socket.closed
    expect((await refresh(t.api, other)).status).toBe(401)
    expect((await t.api('GET', '/api/v1/me', { token: u.token })).status).toBe(401)
    await expect(signIn(t.api, u.email, u.password)).rejects.toThrow('login failed: 401')
    await expect(signIn(t.api, u.email, NEW)).resolves.toBeDefined()
    const again = await confirm(token, 'yet another passphrase')
    expect(again.status).toBe(400)
    expect(again.body.detail).toBe('This reset link is invalid or has expired')
    await expect(signIn(t.api, u.email, NEW)).resolves.toBeDefined()
  })

  it('refuses an expired token', async () => {
    const u = await newUser(t.api, 'reset')
    await requestReset(u.email)
    const token = await linkToken(t, u.email, '/reset-password')
    // 31 minutes later, as far as the token can tell.
    await t.server.db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 minute'
       WHERE user_id = $1 AND kind = 'password_reset'`,
      [u.id],
    )
    expect((await confirm(token)).status).toBe(400)
    await expect(signIn(t.api, u.email, u.password)).resolves.toBeDefined()
  })

  it('expires tokens 30 minutes after they were mailed', async () => {
    const u = await newUser(t.api, 'reset')
    await requestReset(u.email)
    await linkToken(t, u.email, '/reset-password')
    const rows = await t.server.db.query<{ created_at: Date; expires_at: Date }>(
      `SELECT created_at, expires_at FROM account_tokens
       WHERE user_id = $1 AND kind = 'password_reset'`,
      [u.id],
    )
    const row = rows[0]
    if (!row) throw new Error('no token')
    const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000
    expect(minutes).toBeGreaterThan(29.9)
    expect(minutes).toBeLessThan(30.1)
  })

  it('kills the older link when a newer one is used, and refuses made-up tokens', async () => {
    const u = await newUser(t.api, 'reset')
    await requestReset(u.email)
    const first = await linkToken(t, u.email, '/reset-password')
    await requestReset(u.email)
    const second = await newerToken(u.email, first)
    expect((await confirm(second)).status).toBe(204)
    expect((await confirm(first)).status).toBe(400)
    expect((await confirm('made-up-token')).status).toBe(400)
  })
})

/** The newest reset token mailed to `email` once it differs from `previous`. */
async function newerToken(email: string, previous: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const token = await linkToken(t, email, '/reset-password')
    if (token !== previous) return token
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('no second link')
}

describe('email verification', () => {
  const status = (token: string) =>
    t.api<EmailStatus>('GET', '/api/v1/email-verification', { token })
  const verify = (token: string) =>
    t.api<EmailStatus & { detail?: string }>('POST', '/api/v1/verify-email', { json: { token } })

  it('mails a verification link on registration', async () => {
    const u = await newUser(t.api, 'verify')
    const token = await linkToken(t, u.email, '/verify-email')
    expect((await verify(token)).body).toMatchObject({ email: u.email, email_verified: true })
  })

  it('verifies with the mailed link once; the link then fails', async () => {
    const u = await newUser(t.api, 'verify')
    expect((await status(u.token)).body.email_verified).toBe(false)
    const user = { id: u.id, email: u.email }
    expect(await sendVerification(t.server.ctx, user)).toBe(true)
    const token = await linkToken(t, u.email, '/verify-email')
    const ok = await verify(token)
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ email: u.email, email_verified: true })
    expect((await status(u.token)).body.email_verified).toBe(true)
    const again = await verify(token)
    expect(again.status).toBe(400)
    expect(again.body.detail).toBe('This verification link is invalid or has expired')
  })

  it('resends a link to the signed-in user, and refuses once verified', async () => {
    const u = await newUser(t.api, 'verify')
    const sent = await t.api('POST', '/api/v1/resend-verification', { token: u.token })
    expect(sent.status).toBe(202)
    const token = await linkToken(t, u.email, '/verify-email')
    expect((await verify(token)).status).toBe(200)
    const refused = await t.api('POST', '/api/v1/resend-verification', { token: u.token })
    expect(refused.status).toBe(409)
  })

  it('unverifies a changed email, and an old link cannot verify the new one', async () => {
    const u = await newUser(t.api, 'verify')
    await t.api('POST', '/api/v1/resend-verification', { token: u.token })
    const token = await linkToken(t, u.email, '/verify-email')
    const changed = `changed-${u.email}`
    await t.api('PUT', '/api/v1/users/me', { token: u.token, json: { email: changed } })
    expect((await verify(token)).status).toBe(400)
    expect((await status(u.token)).body).toMatchObject({ email: changed, email_verified: false })
  })
})
