import { afterEach, describe, expect, it } from 'vitest'
import type { SessionInfo } from '../../../protocol/index.ts'
import type { FakeRequest } from '../helpers/fake-fetch.ts'
import { disposeEngines, json, makeEngine, signedInEngine } from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

const bodyOf = (req: FakeRequest) => JSON.parse(req.body ?? 'null') as unknown

const session = (id: string, current: boolean): SessionInfo => ({
  id,
  device: 'Chrome on Windows',
  ip: '127.0.0.1',
  created_at: '2026-01-01T00:00:00.000Z',
  last_seen_at: '2026-01-01T00:00:00.000Z',
  current,
})

describe('sessions', () => {
  it('lists, signs one out by id and all others, with the bearer token', async () => {
    const ctx = await signedInEngine({
      'GET /sessions': () => json(200, [session('s1', true), session('s2', false)]),
      'DELETE /sessions/s2': () => json(204, null),
      'POST /sessions/revoke-others': () => json(200, { ended: 3 }),
    })
    const listed = await ctx.api.listSessions()
    expect(listed.ok && listed.value.map((s) => s.current)).toEqual([true, false])
    expect(await ctx.api.endSession('s2')).toEqual({ ok: true, value: undefined })
    expect(await ctx.api.signOutOtherSessions()).toEqual({ ok: true, value: { ended: 3 } })
    const sent = ctx.http.calls.filter((c) => c.path.startsWith('/sessions'))
    expect(sent.every((c) => c.headers.get('authorization')?.startsWith('Bearer '))).toBe(true)
  })

  it('refuses an answer that does not match the contract', async () => {
    const ctx = await signedInEngine({ 'GET /sessions': () => json(200, [{ id: 1 }]) })
    const res = await ctx.api.listSessions()
    expect(res).toEqual({
      ok: false,
      error: { status: 200, message: 'An unexpected error occurred.' },
    })
  })
})

describe('changePassword', () => {
  it('puts a wrong current password on its field', async () => {
    const ctx = await signedInEngine({
      'POST /change-password': () => json(400, { detail: 'Current password is incorrect' }),
    })
    const res = await ctx.api.changePassword({ current_password: 'x', new_password: 'y'.repeat(8) })
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.error.fields).toEqual([
      { loc: ['body', 'current_password'], msg: 'Current password is incorrect' },
    ])
    expect(ctx.http.calls.filter((c) => c.path === '/change-password')).toHaveLength(1)
  })
})

describe('public calls', () => {
  it('asks for a reset link and confirms it without a bearer token', async () => {
    const ctx = makeEngine({
      'POST /password-reset': () => json(202, { detail: 'If an account exists…' }),
      'POST /password-reset/confirm': () => json(204, null),
    })
    expect(await ctx.api.requestPasswordReset('a@b.io')).toEqual({
      ok: true,
      value: { detail: 'If an account exists…' },
    })
    const confirm = { token: 't0k', new_password: 'long enough' }
    expect((await ctx.api.confirmPasswordReset(confirm)).ok).toBe(true)
    const [ask, set] = ctx.http.calls.filter((c) => c.path.startsWith('/password-reset'))
    expect(ask && bodyOf(ask)).toEqual({ email: 'a@b.io' })
    expect(set && bodyOf(set)).toEqual(confirm)
    expect(ctx.http.calls.some((c) => c.headers.has('authorization'))).toBe(false)
  })

  it("reports a refused verification link with the server's detail", async () => {
    const ctx = makeEngine({
      'POST /verify-email': () =>
        json(400, { detail: 'This verification link is invalid or has expired' }),
    })
    const res = await ctx.api.verifyEmail('used')
    expect(res).toMatchObject({
      ok: false,
      error: {
        status: 400,
        message: 'Bad Request: This verification link is invalid or has expired',
      },
    })
  })
})
