import { afterEach, describe, expect, it } from 'vitest'
import type { ApiKey } from '../../../protocol/index.ts'
import { disposeEngines, json, signedInEngine } from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

const key: ApiKey = {
  id: '5f0c2f64-8f3a-4d5e-9a3b-2d1c0b9a8f7e',
  name: 'bot',
  permissions: ['read', 'trade'],
  created_at: '2026-01-01T00:00:00.000Z',
  last_used_at: null,
}

describe('api keys', () => {
  it('lists, creates (secret in the answer) and revokes with the bearer token', async () => {
    const ctx = await signedInEngine({
      'GET /users/api-keys': () => json(200, [key]),
      'POST /users/api-keys': () => json(201, { ...key, key: `${key.id}.secret` }),
      [`DELETE /users/api-keys/${key.id}`]: () => json(204, null),
    })
    expect(await ctx.api.listApiKeys()).toEqual({ ok: true, value: [key] })
    const created = await ctx.api.createApiKey({ name: 'bot' })
    expect(created.ok && created.value.key).toBe(`${key.id}.secret`)
    expect(await ctx.api.revokeApiKey(key.id)).toEqual({ ok: true, value: undefined })
    const sent = ctx.http.calls.filter((c) => c.path.startsWith('/users/api-keys'))
    expect(sent).toHaveLength(3)
    expect(sent.every((c) => c.headers.get('authorization')?.startsWith('Bearer '))).toBe(true)
  })

  it('sends a create once, even when the answer is lost', async () => {
    let tries = 0
    const ctx = await signedInEngine({
      'POST /users/api-keys': () => {
        tries += 1
        return json(503, { detail: 'unavailable' })
      },
    })
    const res = await ctx.api.createApiKey({ name: 'bot' })
    expect(res.ok).toBe(false)
    expect(tries).toBe(1)
  })

  it('refuses a list that does not match the contract', async () => {
    const ctx = await signedInEngine({ 'GET /users/api-keys': () => json(200, [{ id: 1 }]) })
    expect(await ctx.api.listApiKeys()).toEqual({
      ok: false,
      error: { status: 200, message: 'An unexpected error occurred.' },
    })
  })
})
