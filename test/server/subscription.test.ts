import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscription, type Subscription } from '../../protocol/index.ts'
import { createKey } from './api-keys/api-keys-helpers.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer({ maxPortfolios: 3, paperCash: 25_000 })
})
afterAll(async () => {
  await t.close()
})

const planOf = async (token: string): Promise<Subscription> => {
  const res = await t.api<Subscription>('GET', '/api/v1/users/subscription', { token })
  expect(res.status).toBe(200)
  return subscription.parse(res.body)
}

describe('GET /users/subscription', () => {
  it('answers the limits the server enforces and counts only the caller’s use of them', async () => {
    const me = await newUser(t.api, 'plan')
    const other = await newUser(t.api, 'plan')
    const empty = await planOf(me.token)
    expect(empty).toMatchObject({
      plan: 'paper',
      status: 'active',
      paperCash: 25_000,
      portfolios: { used: 0, limit: 3 },
      apiKeys: { used: 0, limit: 10 },
      activePriceAlerts: { used: 0, limit: 100 },
    })
    expect(Date.parse(empty.since)).toBeLessThanOrEqual(Date.now())

    await t.api('POST', '/api/v1/portfolios', { token: me.token, json: { name: 'A' } })
    await t.api('POST', '/api/v1/portfolios', { token: other.token, json: { name: 'B' } })
    await createKey(t.api, me.token, { name: 'bot' })
    const price = (t.server.market.price('XAU-USD')?.price ?? 0) * 1.5
    const alert = await t.api<{ id: string }>('POST', '/api/v1/price-alerts', {
      token: me.token,
      json: { symbol: 'XAU-USD', condition: 'above', price: Math.round(price * 100) / 100 },
    })
    expect(alert.status).toBe(201)
    expect(await planOf(me.token)).toMatchObject({
      portfolios: { used: 1 },
      apiKeys: { used: 1 },
      activePriceAlerts: { used: 1 },
    })
    // A switched-off alert no longer counts against the limit of active ones.
    await t.api('PUT', `/api/v1/price-alerts/${alert.body.id}`, {
      token: me.token,
      json: { isActive: false },
    })
    expect((await planOf(me.token)).activePriceAlerts.used).toBe(0)
    expect((await planOf(other.token)).portfolios.used).toBe(1)
  })

  it('refuses an anonymous caller', async () => {
    expect((await t.api('GET', '/api/v1/users/subscription')).status).toBe(401)
  })
})
