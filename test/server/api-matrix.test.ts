import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  API_ENDPOINTS,
  API_PREFIX,
  DECLARED_ENDPOINTS,
  type Endpoint,
} from '../../protocol/index.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'

/**
 * The authorization matrix and input bounds, enumerated from the endpoint declarations: an
 * endpoint is covered here by being declared, and the server cannot have an undeclared one.
 */
let t: TestServer
let userToken = ''
beforeAll(async () => {
  t = await startServer()
  userToken = (await newUser(t.api, 'matrix')).token
})
afterAll(async () => {
  await t.close()
})

const key = (method: string, path: string) => `${method} ${path}`
const concrete = (e: Endpoint) =>
  `${API_PREFIX}${e.path.replace(':id', '00000000-0000-4000-8000-000000000000')}`
const guarded = API_ENDPOINTS.filter((e) => e.auth === 'user' || e.auth === 'admin')

describe('the route table', () => {
  it('serves exactly the declared /api/v1 endpoints, each once', () => {
    const declared = API_ENDPOINTS.map((e) => key(e.method, `${API_PREFIX}${e.path}`))
    expect(new Set(declared).size).toBe(declared.length)
    const served = t.server.routes
      .filter((r) => r.url.startsWith(`${API_PREFIX}/`))
      .map((r) => key(r.method, r.url))
    expect([...served].sort()).toEqual([...declared].sort())
    const undeclared = t.server.routes.filter((r) => r.url.startsWith(API_PREFIX) && !r.declared)
    expect(undeclared).toEqual([])
  })

  it('names every endpoint once across domains (its OpenAPI operationId)', () => {
    const names = DECLARED_ENDPOINTS.map((d) => d.name)
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
  })
})

describe('authorization', () => {
  it('answers 401 to every guarded endpoint without a token or with a forged one', async () => {
    expect(guarded.length).toBeGreaterThan(20)
    for (const e of guarded)
      for (const token of [undefined, 'not.a.token', `${userToken}x`]) {
        const res = await t.api(e.method, concrete(e), {
          ...(token ? { token } : {}),
          ...(e.method === 'GET' ? {} : { json: {} }),
        })
        expect(res.status, `${e.method} ${e.path} with ${token ?? 'no token'}`).toBe(401)
      }
  })

  it('answers 403 to a trader on every admin endpoint', async () => {
    const admin = API_ENDPOINTS.filter((e) => e.auth === 'admin')
    expect(admin.length).toBeGreaterThan(0)
    for (const e of admin) {
      const res = await t.api(e.method, concrete(e), { token: userToken })
      expect(res.status, `${e.method} ${e.path}`).toBe(403)
    }
  })
})

/** Every string a request may carry, with where it is; unions and wrappers looked through. */
function strings(s: z.ZodType, at: string, out: { at: string; max: number | undefined }[]): void {
  const d = (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def
  const sub = (k: string, where = at) => strings(d[k] as z.ZodType, where, out)
  switch (d.type) {
    case 'object':
      for (const [k, v] of Object.entries(d.shape as Record<string, z.ZodType>))
        strings(v, `${at}.${k}`, out)
      return
    case 'string':
      out.push({ at, max: (s as unknown as { maxLength: number | null }).maxLength ?? undefined })
      return
    case 'optional':
    case 'nullable':
    case 'default':
      return sub('innerType')
    case 'pipe':
      return sub('in')
    case 'array':
      return sub('element', `${at}[]`)
    case 'union':
      for (const o of d.options as z.ZodType[]) strings(o, at, out)
  }
}

describe('input bounds', () => {
  it('gives every string input of every endpoint a maximum length', () => {
    const found: { at: string; max: number | undefined }[] = []
    for (const e of API_ENDPOINTS)
      for (const [part, schema] of Object.entries({
        path: e.params,
        query: e.query,
        body: e.body,
        header: e.headers,
      }))
        if (schema) strings(schema, `${e.method} ${e.path} ${part}`, found)
    expect(found.length).toBeGreaterThan(30)
    expect(found.filter((f) => f.max === undefined || f.max > 4000)).toEqual([])
  })
})
