import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY_MSG } from '../../../protocol/index.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { createKey, KEYS, withKey } from './api-keys-helpers.ts'

let t: TestServer
let readKey = ''
let tradeKey = ''
let portfolioId = ''
beforeAll(async () => {
  t = await startServer()
  const u = await newUser(t.api, 'perm')
  readKey = (await createKey(t.api, u.token, { name: 'r', permissions: ['read'] })).key
  tradeKey = (await createKey(t.api, u.token, { name: 't', permissions: ['trade'] })).key
  const created = await t.api<{ id: string }>('POST', '/api/v1/portfolios', {
    token: u.token,
    json: { name: 'Main' },
  })
  portfolioId = created.body.id
})
afterAll(async () => {
  await t.close()
})

const order = () => ({
  symbol: 'BTC-USD',
  side: 'buy',
  orderType: 'market',
  quantity: 0.001,
  portfolioId,
})

describe('what a key permits', () => {
  it('read reaches GETs and not order writes', async () => {
    expect((await withKey(t.api, readKey, 'GET', '/api/v1/orders')).status).toBe(200)
    const place = await withKey(t.api, readKey, 'POST', '/api/v1/orders', { json: order() })
    expect(place).toMatchObject({ status: 403, body: { detail: API_KEY_MSG.notPermitted } })
  })

  it('trade reaches order writes and not GETs', async () => {
    const place = await withKey(t.api, tradeKey, 'POST', '/api/v1/orders', {
      json: order(),
      headers: { 'idempotency-key': crypto.randomUUID() },
    })
    expect(place.status, JSON.stringify(place.body)).toBeLessThan(300)
    expect((await withKey(t.api, tradeKey, 'GET', '/api/v1/orders')).status).toBe(403)
  })

  it('no key reaches account business, administration or sign-in sessions', async () => {
    for (const key of [readKey, tradeKey]) {
      expect((await withKey(t.api, key, 'GET', KEYS)).status).toBe(403)
      expect((await withKey(t.api, key, 'POST', KEYS, { json: { name: 'x' } })).status).toBe(403)
      expect((await withKey(t.api, key, 'GET', '/api/v1/sessions')).status).toBe(403)
      expect((await withKey(t.api, key, 'PUT', '/api/v1/users/me', { json: {} })).status).toBe(403)
      const admin = await withKey(t.api, key, 'GET', '/api/v1/admin/users')
      expect(admin).toMatchObject({ status: 403, body: { detail: API_KEY_MSG.adminRefused } })
      const refresh = await withKey(t.api, key, 'POST', '/api/v1/auth/refresh')
      expect(refresh).toMatchObject({ status: 403, body: { detail: API_KEY_MSG.sessionRefused } })
    }
  })
})
