import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validationErrorBody } from '../../protocol/index.ts'
import { newUser, startServer, type Reply, type TestServer } from './helpers.ts'

let t: TestServer
let token = ''
beforeAll(async () => {
  // Room for this file's own auth calls; the last test spends the rest of the bucket.
  t = await startServer({ authRateLimit: { capacity: 40, refillMs: 60_000 } })
  token = (await newUser(t.api)).token
})
afterAll(async () => {
  await t.close()
})

/** The 422 body, parsed against the protocol, with its locations. */
const locs = (res: Reply): string[] => {
  expect(res.status).toBe(422)
  const body = validationErrorBody.parse(res.body)
  for (const issue of body.detail) {
    expect(typeof issue.msg).toBe('string')
    expect(issue.msg.length).toBeGreaterThan(0)
    expect(typeof issue.type).toBe('string')
  }
  return body.detail.map((i) => i.loc.join('.'))
}

describe('422 shape', () => {
  it('register: bad email, short password, bad username', async () => {
    const res = await t.api('POST', '/api/v1/auth/register', {
      json: { email: 'not-an-email', password: 'short', username: 'a b' },
    })
    expect(locs(res)).toEqual(['body.email', 'body.password', 'body.username'])
  })

  it('register: wrong types and a missing body', async () => {
    const res = await t.api('POST', '/api/v1/auth/register', {
      json: { email: 42, password: ['x'], username: null },
    })
    expect(new Set(locs(res))).toEqual(new Set(['body.email', 'body.password', 'body.username']))
    expect(locs(await t.api('POST', '/api/v1/auth/register'))).toEqual(['body'])
    expect(locs(await t.api('POST', '/api/v1/auth/register', { json: [1, 2] }))).toEqual(['body'])
  })

  it('login: missing fields, form and JSON', async () => {
    expect(
      locs(await t.api('POST', '/api/v1/auth/login', { form: { username: 'a@b.c' } })),
    ).toEqual(['body.password'])
    expect(locs(await t.api('POST', '/api/v1/auth/login', { json: {} }))).toEqual([
      'body.username',
      'body.password',
    ])
    expect(locs(await t.api('POST', '/api/v1/login', { json: { email: 'a@b.c' } }))).toEqual([
      'body.password',
    ])
  })

  it('portfolios and holdings', async () => {
    expect(
      locs(await t.api('POST', '/api/v1/portfolios', { token, json: { name: '   ' } })),
    ).toEqual(['body.name'])
    expect(locs(await t.api('POST', '/api/v1/portfolios', { token, json: { name: 123 } }))).toEqual(
      ['body.name'],
    )
    const p = await t.api<{ id: string }>('POST', '/api/v1/portfolios', {
      token,
      json: { name: 'ok' },
    })
    expect(
      locs(
        await t.api('PUT', `/api/v1/portfolios/${p.body.id}`, { token, json: { isActive: 'yes' } }),
      ),
    ).toEqual(['body.isActive'])
    const unknownField = await t.api('PUT', `/api/v1/portfolios/${p.body.id}`, {
      token,
      json: { cash: 1e9 },
    })
    expect(locs(unknownField)).toEqual(['body'])
    const badHolding = await t.api('POST', `/api/v1/portfolios/${p.body.id}/holdings`, {
      token,
      json: { symbol: 'BTC-USD', quantity: -1, averagePrice: 'cheap' },
    })
    expect(locs(badHolding)).toEqual(['body.quantity', 'body.averagePrice'])
    expect(
      locs(
        await t.api('POST', '/api/v1/holdings', {
          token,
          json: { symbol: 'BTC-USD', quantity: 1, averagePrice: 1 },
        }),
      ),
    ).toEqual(['body.portfolioId'])
  })

  it('users/me refuses unknown fields', async () => {
    expect(
      locs(await t.api('PUT', '/api/v1/users/me', { token, json: { is_superuser: true } })),
    ).toEqual(['body'])
    const me = await t.api<{ is_superuser: boolean }>('GET', '/api/v1/users/me', { token })
    expect(me.body.is_superuser).toBe(false)
  })

  it('query parameters', async () => {
    expect(locs(await t.api('GET', '/api/v1/market/candles?symbol=BTC-USD&limit=0'))).toEqual([
      'query.limit',
    ])
    expect(locs(await t.api('GET', '/api/v1/market/candles?symbol=BTC-USD&limit=abc'))).toEqual([
      'query.limit',
    ])
    expect(locs(await t.api('GET', '/api/v1/market/candles?timeframe=1m'))).toEqual([
      'query.symbol',
    ])
  })
})

describe('malformed requests never reach a 500', () => {
  const send = (body: string, contentType: string) =>
    t.api('POST', '/api/v1/auth/register', { raw: { body, contentType } })

  it('malformed JSON → 400', async () => {
    for (const body of ['{"email":', '{bad json}', 'nul', '"unterminated']) {
      const res = await send(body, 'application/json')
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ detail: 'Malformed JSON body' })
    }
  })

  it('wrong content type → 415', async () => {
    const res = await send('email=a', 'text/plain')
    expect(res.status).toBe(415)
    expect(res.body).toEqual({ detail: 'Unsupported Media Type' })
    expect((await send('<x/>', 'application/xml')).status).toBe(415)
  })

  it('oversized body → 413, JSON and form alike', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(70 * 1024), username: 'abc' })
    const res = await send(big, 'application/json')
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ detail: 'Request body too large' })
    const form = await t.api('POST', '/api/v1/auth/login', {
      form: { username: 'a', password: 'x'.repeat(70 * 1024) },
    })
    expect(form.status).toBe(413)
  })

  it('unknown API routes answer 404 JSON', async () => {
    const res = await t.api('GET', '/api/v1/definitely-not-here')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ detail: 'Not Found' })
    expect((await t.api('DELETE', '/api/v1/portfolios')).status).toBe(404)
  })

  it('odd ids and prototype keys are harmless', async () => {
    const longId = 'x'.repeat(500)
    const res = await t.api('GET', `/api/v1/portfolios/${longId}/holdings`, { token })
    expect([404, 414, 422]).toContain(res.status)
    expect(typeof (res.body as { detail: unknown }).detail).toBe('string')
    const badUrl = await t.api('GET', '/api/v1/portfolios/%E0%A4%A/holdings', { token })
    expect(badUrl.status).toBe(400)
    expect(badUrl.body).toEqual({ detail: 'Invalid URL' })
    const proto = await t.api('POST', '/api/v1/portfolios', {
      token,
      raw: { body: '{"__proto__":{"admin":true},"name":"p"}', contentType: 'application/json' },
    })
    expect(proto.status).toBe(201)
  })

  it('rate-limits login per client with 429 and Retry-After', async () => {
    let limited: Reply | undefined
    for (let i = 0; i < 60 && !limited; i++) {
      const res = await t.api('POST', '/api/v1/auth/login', {
        form: { username: 'x@example.com', password: 'wrong' },
      })
      if (res.status === 429) limited = res
      else expect(res.status).toBe(401)
    }
    expect(limited?.body).toEqual({ detail: 'Too many requests' })
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
    const register = await t.api('POST', '/api/v1/auth/register', {
      json: { email: 'late@example.com', password: 'long-enough', username: 'late' },
    })
    expect(register.status).toBe(429)
    // Other routes are not limited.
    expect((await t.api('GET', '/api/v1/users/me', { token })).status).toBe(200)
  })

  it('the server still answers afterwards', async () => {
    const res = await t.api<{ status: string }>('GET', '/api/v1/health')
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('ok')
  })
})
