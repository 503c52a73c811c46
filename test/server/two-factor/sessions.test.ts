import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TwoFactorEnabled, TwoFactorSetup } from '../../../protocol/index.ts'
import { refresh, signIn } from '../account/account-helpers.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

const codeAt = (secret: string, offset: number): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 })

describe('turning 2FA on or off', () => {
  it('ends every other session of the user and keeps the caller’s', async () => {
    const u = await newUser(t.api, 'tfasess')
    const other = await signIn(t.api, u.email, u.password)
    const bystander = await newUser(t.api, 'tfasess')
    const setup = await t.api<TwoFactorSetup>('POST', '/api/v1/2fa/setup', { token: u.token })
    const secret = setup.body.secret
    const on = await t.api<TwoFactorEnabled>('POST', '/api/v1/2fa/verify', {
      token: u.token,
      json: { code: await codeAt(secret, 0) },
    })
    expect(on.status).toBe(200)
    expect((await t.api('GET', '/api/v1/me', { token: other.token })).status).toBe(401)
    expect((await refresh(t.api, other)).status).toBe(401)
    expect((await t.api('GET', '/api/v1/me', { token: u.token })).status).toBe(200)
    expect((await t.api('GET', '/api/v1/me', { token: bystander.token })).status).toBe(200)

    // A second sign-in needs the code now: the next step's, as this one's is spent.
    const challenge = await t.api<{ login_token: string }>('POST', '/api/v1/auth/login', {
      form: { username: u.email, password: u.password },
    })
    const second = await t.api<{ access_token: string }>('POST', '/api/v1/2fa/verify-login', {
      json: { code: await codeAt(secret, 1), login_token: challenge.body.login_token },
    })
    expect(second.status).toBe(200)

    const off = await t.api('POST', '/api/v1/2fa/disable', {
      token: u.token,
      json: { code: on.body.backup_codes[0] },
    })
    expect(off.status).toBe(200)
    expect((await t.api('GET', '/api/v1/me', { token: second.body.access_token })).status).toBe(401)
    expect((await t.api('GET', '/api/v1/me', { token: u.token })).status).toBe(200)
  })

  it('ends nothing when the code is wrong', async () => {
    const u = await newUser(t.api, 'tfasess')
    const other = await signIn(t.api, u.email, u.password)
    await t.api('POST', '/api/v1/2fa/setup', { token: u.token })
    const wrong = await t.api('POST', '/api/v1/2fa/verify', {
      token: u.token,
      json: { code: '000000' },
    })
    expect(wrong.status).toBe(400)
    expect((await t.api('GET', '/api/v1/me', { token: other.token })).status).toBe(200)
  })
})
