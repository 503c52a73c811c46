import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminUser, TwoFactorSetup } from '../../../protocol/index.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { auditEntries, newAdmin } from './admin-helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

async function userWithTwoFactor() {
  const u = await newUser(t.api, 'lost')
  const setup = await t.api<TwoFactorSetup>('POST', '/api/v1/2fa/setup', { token: u.token })
  const code = await generate({ secret: setup.body.secret })
  const on = await t.api('POST', '/api/v1/2fa/verify', { token: u.token, json: { code } })
  expect(on.status).toBe(200)
  return u
}

describe('POST /admin/users/:id/reset-2fa', () => {
  it('turns 2FA off, ends the sessions, tells the user and audits it', async () => {
    const admin = await newAdmin(t)
    const u = await userWithTwoFactor()
    const socket = await t.connect(u.token)
    const res = await t.api<AdminUser>('POST', `/api/v1/admin/users/${u.id}/reset-2fa`, {
      token: admin.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.email).toBe(u.email)

    // The session is over: the old token no longer works and the socket closed.
    expect((await t.api('GET', '/api/v1/2fa/status', { token: u.token })).status).toBe(401)
    await socket.closed
    // Signing in again needs no code, and 2FA reads off.
    const login = await t.api<{ access_token: string }>('POST', '/api/v1/auth/login', {
      form: { username: u.email, password: u.password },
    })
    expect(login.status).toBe(200)
    const token = login.body.access_token
    const status = await t.api<{ enabled: boolean }>('GET', '/api/v1/2fa/status', { token })
    expect(status.body.enabled).toBe(false)

    await t.server.trading.writer.flush()
    const notes = await t.api<{ category: string; title: string }[]>(
      'GET',
      '/api/v1/notifications',
      { token },
    )
    expect(notes.body.map((n) => [n.category, n.title])).toContainEqual([
      'security',
      'Two-factor authentication turned off',
    ])
    const audit = await auditEntries(t.api, admin.token)
    expect(audit[0]).toMatchObject({
      action: 'user.reset_2fa',
      target: u.email,
      admin_email: admin.email,
      before: { two_factor: true },
      after: { two_factor: false },
    })
  })

  it('answers 409 when 2FA is off or for the administrator themself, 404 for nobody', async () => {
    const admin = await newAdmin(t)
    const plain = await newUser(t.api, 'plain')
    const path = (id: string) => `/api/v1/admin/users/${id}/reset-2fa`
    expect((await t.api('POST', path(plain.id), { token: admin.token })).status).toBe(409)
    expect((await t.api('POST', path(admin.id), { token: admin.token })).status).toBe(409)
    const nobody = '00000000-0000-4000-8000-000000000000'
    expect((await t.api('POST', path(nobody), { token: admin.token })).status).toBe(404)
    expect((await t.api('POST', path(plain.id), { token: plain.token })).status).toBe(403)
  })
})
