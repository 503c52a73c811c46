import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY_MSG, MAX_API_KEYS, type ApiKey } from '../../../protocol/index.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { createKey, KEYS, withKey } from './api-keys-helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

const list = (token: string) => t.api<ApiKey[]>('GET', KEYS, { token })

describe('POST /users/api-keys', () => {
  it('answers the secret once, with read and trade by default, and lists the key without it', async () => {
    const u = await newUser(t.api, 'keys')
    const created = await createKey(t.api, u.token, { name: '  Trading bot ' })
    expect(created).toMatchObject({ name: 'Trading bot', permissions: ['read', 'trade'] })
    expect(created.key).toMatch(new RegExp(`^${created.id}\\.[A-Za-z0-9_-]{43}$`))
    expect(created.last_used_at).toBeNull()

    const listed = await list(u.token)
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual([
      {
        id: created.id,
        name: 'Trading bot',
        permissions: ['read', 'trade'],
        created_at: created.created_at,
        last_used_at: null,
      },
    ])
    expect(JSON.stringify(listed.body)).not.toContain(created.key.split('.')[1])
  })

  it('stores only a SHA-256 of the secret', async () => {
    const u = await newUser(t.api, 'keys')
    const created = await createKey(t.api, u.token, { name: 'hash', permissions: ['read'] })
    const secret = created.key.split('.')[1] ?? ''
    const rows = await t.server.db.query<Record<string, unknown>>(
      'SELECT * FROM api_keys WHERE id = $1',
      [created.id],
    )
    expect(rows[0]?.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(secret)
  })

  it('refuses an eleventh key, bad permissions and unknown fields', async () => {
    const u = await newUser(t.api, 'keys')
    await Promise.all(
      Array.from({ length: MAX_API_KEYS }, (_, i) => createKey(t.api, u.token, { name: `k${i}` })),
    )
    const over = await t.api('POST', KEYS, { token: u.token, json: { name: 'one more' } })
    expect(over).toMatchObject({ status: 409, body: { detail: API_KEY_MSG.tooMany } })
    for (const json of [
      { name: 'x', permissions: ['admin'] },
      { name: 'x', permissions: [] },
      { name: 'x', permissions: ['read', 'read'] },
      { name: '' },
      { name: 'x', secret: 'mine' },
    ]) {
      const res = await t.api('POST', KEYS, { token: u.token, json })
      expect(res.status, JSON.stringify(json)).toBe(422)
    }
  })
})

describe('using and revoking a key', () => {
  it('reaches the owner’s data, records its use, and stops at once when revoked', async () => {
    const u = await newUser(t.api, 'keys')
    const created = await createKey(t.api, u.token)
    const mine = await withKey(t.api, created.key, 'GET', '/api/v1/portfolios')
    expect(mine.status).toBe(200)
    expect((await list(u.token)).body[0]?.last_used_at).not.toBeNull()

    const revoked = await t.api('DELETE', `${KEYS}/${created.id}`, { token: u.token })
    expect(revoked.status).toBe(204)
    const after = await withKey(t.api, created.key, 'GET', '/api/v1/portfolios')
    expect(after).toMatchObject({ status: 401, body: { detail: API_KEY_MSG.invalid } })
    expect((await list(u.token)).body).toEqual([])
  })

  it('moves last_used_at at most once a minute', async () => {
    const u = await newUser(t.api, 'keys')
    const created = await createKey(t.api, u.token)
    await withKey(t.api, created.key, 'GET', '/api/v1/me')
    const first = (await list(u.token)).body[0]?.last_used_at
    await withKey(t.api, created.key, 'GET', '/api/v1/me')
    expect((await list(u.token)).body[0]?.last_used_at).toBe(first)
    await t.server.db.query(
      `UPDATE api_keys SET last_used_at = now() - interval '2 minutes' WHERE id = $1`,
      [created.id],
    )
    await withKey(t.api, created.key, 'GET', '/api/v1/me')
    const moved = (await list(u.token)).body[0]?.last_used_at ?? ''
    expect(Date.parse(moved)).toBeGreaterThan(Date.now() - 10_000)
  })

  it('refuses a wrong secret, a malformed key, and a key beside a bearer token', async () => {
    const u = await newUser(t.api, 'keys')
    const created = await createKey(t.api, u.token)
    const wrong = `${created.id}.${'A'.repeat(43)}`
    for (const key of [wrong, 'nonsense', `${created.key}x`, '']) {
      const res = await withKey(t.api, key, 'GET', '/api/v1/portfolios')
      expect(res.status, key).toBe(401)
    }
    const both = await withKey(t.api, created.key, 'GET', '/api/v1/portfolios', { token: u.token })
    expect(both).toMatchObject({ status: 401, body: { detail: API_KEY_MSG.both } })
  })

  it('lets nobody else revoke or see a key', async () => {
    const owner = await newUser(t.api, 'keys')
    const other = await newUser(t.api, 'keys')
    const created = await createKey(t.api, owner.token)
    const res = await t.api('DELETE', `${KEYS}/${created.id}`, { token: other.token })
    expect(res.status).toBe(404)
    expect((await list(other.token)).body).toEqual([])
    expect((await withKey(t.api, created.key, 'GET', '/api/v1/me')).status).toBe(200)
  })

  it('ends every key when the password changes or the account is disabled', async () => {
    const u = await newUser(t.api, 'keys')
    const first = await createKey(t.api, u.token)
    const changed = await t.api('POST', '/api/v1/change-password', {
      token: u.token,
      json: { current_password: u.password, new_password: 'another horse battery' },
    })
    expect(changed.status).toBe(204)
    expect((await withKey(t.api, first.key, 'GET', '/api/v1/me')).status).toBe(401)
    expect((await list(u.token)).body).toEqual([])

    const second = await createKey(t.api, u.token)
    await t.server.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [u.id])
    expect((await withKey(t.api, second.key, 'GET', '/api/v1/me')).status).toBe(401)
    expect(await t.server.db.query('SELECT id FROM api_keys WHERE user_id = $1', [u.id])).toEqual(
      [],
    )
  })
})
