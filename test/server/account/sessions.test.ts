/** The session list, signing out one session or all the others, and a password change. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionInfo } from '../../../protocol/index.ts'
import { WS_CLOSE } from '../../../protocol/index.ts'
import { endUserSessions } from '../../../server/auth/end-sessions.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { CHROME_WINDOWS, FIREFOX_LINUX, refresh, signIn } from './account-helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

const SESSION_ENDED = { code: WS_CLOSE.unauthorized, reason: 'Session ended' }

/** One account signed in twice: from Chrome on Windows (`a`) and Firefox on Linux (`b`). */
async function twoSessions() {
  const u = await newUser(t.api, 'acct')
  const a = await signIn(t.api, u.email, u.password, CHROME_WINDOWS)
  const b = await signIn(t.api, u.email, u.password, FIREFOX_LINUX)
  return { ...u, a, b }
}

const list = (token: string) => t.api<SessionInfo[]>('GET', '/api/v1/sessions', { token })

describe('GET /sessions', () => {
  it("lists the caller's live sessions with device, marking the caller's as current", async () => {
    const u = await twoSessions()
    const res = await list(u.a.token)
    expect(res.status).toBe(200)
    // newUser's own sign-in is the third.
    expect(res.body).toHaveLength(3)
    const current = res.body.filter((s) => s.current)
    expect(current).toHaveLength(1)
    expect(current[0]?.device).toBe('Chrome on Windows')
    expect(res.body.map((s) => s.device)).toContain('Firefox on Linux')
    expect(res.body.every((s) => s.ip === '127.0.0.1')).toBe(true)
    const fromB = await list(u.b.token)
    expect(fromB.body.find((s) => s.current)?.device).toBe('Firefox on Linux')
  })

  it('leaves out ended sessions and never shows another user’s', async () => {
    const u = await twoSessions()
    const other = await newUser(t.api, 'acct')
    await t.api('POST', '/api/v1/auth/logout', { token: u.b.token })
    const res = await list(u.a.token)
    expect(res.body).toHaveLength(2)
    expect(res.body.map((s) => s.device)).not.toContain('Firefox on Linux')
    const theirs = await list(other.token)
    expect(theirs.body).toHaveLength(1)
  })
})

describe('DELETE /sessions/:id', () => {
  it('signs that session out: its refresh fails, its socket closes, its token stops', async () => {
    const u = await twoSessions()
    const socket = await t.connect(u.b.token)
    const target = (await list(u.b.token)).body.find((s) => s.current)
    if (!target) throw new Error('no current session')
    const res = await t.api('DELETE', `/api/v1/sessions/${target.id}`, { token: u.a.token })
    expect(res.status).toBe(204)
    expect(await socket.closed).toEqual(SESSION_ENDED)
    expect((await refresh(t.api, u.b)).status).toBe(401)
    expect((await list(u.b.token)).status).toBe(401)
    expect((await list(u.a.token)).status).toBe(200)
    expect((await refresh(t.api, u.a)).status).toBe(200)
  })

  it("answers 404 for another user's session and for one already ended", async () => {
    const u = await twoSessions()
    const other = await newUser(t.api, 'acct')
    const theirs = (await list(other.token)).body[0]
    if (!theirs) throw new Error('no session')
    const res = await t.api('DELETE', `/api/v1/sessions/${theirs.id}`, { token: u.a.token })
    expect(res.status).toBe(404)
    expect((await list(other.token)).status).toBe(200)
    const mine = (await list(u.a.token)).body.find((s) => !s.current)
    if (!mine) throw new Error('no other session')
    expect(
      (await t.api('DELETE', `/api/v1/sessions/${mine.id}`, { token: u.a.token })).status,
    ).toBe(204)
    expect(
      (await t.api('DELETE', `/api/v1/sessions/${mine.id}`, { token: u.a.token })).status,
    ).toBe(404)
  })
})

describe('POST /sessions/revoke-others', () => {
  it('ends every other session and keeps this one', async () => {
    const u = await twoSessions()
    const socket = await t.connect(u.b.token)
    const res = await t.api<{ ended: number }>('POST', '/api/v1/sessions/revoke-others', {
      token: u.a.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.ended).toBe(2)
    expect(await socket.closed).toEqual(SESSION_ENDED)
    expect((await refresh(t.api, u.b)).status).toBe(401)
    const left = await list(u.a.token)
    expect(left.body.map((s) => s.current)).toEqual([true])
    expect((await refresh(t.api, u.a)).status).toBe(200)
  })
})

describe('endUserSessions', () => {
  it('ends all of a user’s sessions but the one excepted, and only theirs', async () => {
    const u = await twoSessions()
    const other = await newUser(t.api, 'acct')
    const keep = (await list(u.a.token)).body.find((s) => s.current)?.id
    expect(await endUserSessions(t.server.ctx, u.id, keep ? { except: keep } : {})).toBe(2)
    expect(await endUserSessions(t.server.ctx, u.id, keep ? { except: keep } : {})).toBe(0)
    expect((await list(u.a.token)).status).toBe(200)
    expect(await endUserSessions(t.server.ctx, u.id)).toBe(1)
    expect((await list(u.a.token)).status).toBe(401)
    expect((await list(other.token)).status).toBe(200)
  })
})

describe('POST /change-password', () => {
  const NEW = 'a brand new passphrase'

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const u = await twoSessions()
    const res = await t.api<{ detail: string }>('POST', '/api/v1/change-password', {
      token: u.a.token,
      json: { current_password: 'not my password', new_password: NEW },
    })
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe('Current password is incorrect')
    expect((await refresh(t.api, u.b)).status).toBe(200)
    await expect(signIn(t.api, u.email, u.password)).resolves.toBeDefined()
  })

  it('applies the registration rules to the new password', async () => {
    const u = await twoSessions()
    const res = await t.api<{ detail: { loc: string[] }[] }>('POST', '/api/v1/change-password', {
      token: u.a.token,
      json: { current_password: u.password, new_password: 'short' },
    })
    expect(res.status).toBe(422)
    expect(res.body.detail[0]?.loc).toEqual(['body', 'new_password'])
  })

  it('sets the new password, ends every other session and keeps this one', async () => {
    const u = await twoSessions()
    const socket = await t.connect(u.b.token)
    const res = await t.api('POST', '/api/v1/change-password', {
      token: u.a.token,
      json: { current_password: u.password, new_password: NEW },
    })
    expect(res.status).toBe(204)
    expect(await socket.closed).toEqual(SESSION_ENDED)
    expect((await refresh(t.api, u.b)).status).toBe(401)
    expect((await list(u.a.token)).body.map((s) => s.current)).toEqual([true])
    expect((await refresh(t.api, u.a)).status).toBe(200)
    await expect(signIn(t.api, u.email, u.password)).rejects.toThrow('login failed: 401')
    await expect(signIn(t.api, u.email, NEW)).resolves.toBeDefined()
  })
})
