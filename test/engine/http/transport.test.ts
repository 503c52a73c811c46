import { describe, expect, it } from 'vitest'
import { createTransport } from '../../../workers/engine/http/transport.ts'
import { testClock } from '../helpers/clocks.ts'
import { createFakeFetch, json } from '../helpers/fake-fetch.ts'

const ORIGIN = 'http://trade.test'

describe('transport (SPEC §9 retries and timeout)', () => {
  it('retries an idempotent GET on network errors and 5xx, up to 3 times, from 1 s doubling', async () => {
    const answers = ['network', json(502, null), json(500, null), json(200, [1])] as const
    let i = 0
    const http = createFakeFetch({ 'GET /x': () => answers[i++] ?? json(200, null) })
    const clock = testClock()
    const out = await createTransport({ fetch: http.fetch, clock, origin: ORIGIN }).send({
      method: 'GET',
      path: '/x',
    })
    expect(out).toEqual({ kind: 'response', status: 200, body: [1] })
    expect(clock.delays).toEqual([1000, 2000, 4000])
  })

  it('gives up after the third retry', async () => {
    const http = createFakeFetch({ 'GET /x': () => 'network' })
    const clock = testClock()
    const out = await createTransport({ fetch: http.fetch, clock, origin: ORIGIN }).send({
      method: 'GET',
      path: '/x',
    })
    expect(out).toEqual({
      kind: 'network',
      message: 'Network error. Please check your connection.',
    })
    expect(http.count('GET /x')).toBe(4)
  })

  it('never retries a POST on 5xx nor any 4xx', async () => {
    const http = createFakeFetch({
      'POST /x': () => json(500, null),
      'GET /y': () => json(404, null),
    })
    const t = createTransport({ fetch: http.fetch, clock: testClock(), origin: ORIGIN })
    await t.send({ method: 'POST', path: '/x', json: {} })
    await t.send({ method: 'GET', path: '/y' })
    expect(http.calls).toHaveLength(2)
  })

  it('429 with Retry-After waits that many seconds, then retries once', async () => {
    const http = createFakeFetch({
      'POST /x': () => json(429, { detail: 'slow down' }, { 'retry-after': '3' }),
    })
    const clock = testClock()
    const out = await createTransport({ fetch: http.fetch, clock, origin: ORIGIN }).send({
      method: 'POST',
      path: '/x',
    })
    expect(out).toMatchObject({ kind: 'response', status: 429 })
    expect(http.count('POST /x')).toBe(2)
    expect(clock.delays).toEqual([3000])
  })

  it('times out after 30 s with "Request timeout after 30000ms"', async () => {
    const hanging = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    const t = createTransport({
      fetch: hanging,
      clock: testClock({ fireTimeouts: true }),
      origin: ORIGIN,
    })
    expect(await t.send({ method: 'POST', path: '/x' })).toEqual({
      kind: 'network',
      message: 'Request timeout after 30000ms',
    })
  })

  it('a call that waits on a long job may set its own timeout', async () => {
    const hanging = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    const clock = testClock({ fireTimeouts: true })
    const t = createTransport({ fetch: hanging, clock, origin: ORIGIN })
    expect(await t.send({ method: 'POST', path: '/x', timeoutMs: 900_000 })).toEqual({
      kind: 'network',
      message: 'Request timeout after 900000ms',
    })
  })

  it('sends form bodies url-encoded and the refresh cookie same-origin', async () => {
    let seen: RequestInit | undefined
    const fetchSpy = (_: RequestInfo | URL, init?: RequestInit) => {
      seen = init
      return Promise.resolve(json(200, {}))
    }
    const t = createTransport({
      fetch: fetchSpy,
      clock: testClock(),
      origin: ORIGIN,
    })
    await t.send({
      method: 'POST',
      path: '/auth/login',
      form: { username: 'a@b.c', password: 'p w' },
    })
    expect(seen?.body).toBe('username=a%40b.c&password=p+w')
    expect(seen?.credentials).toBe('same-origin')
    expect(new Headers(seen?.headers).get('content-type')).toBe('application/x-www-form-urlencoded')
  })
})
