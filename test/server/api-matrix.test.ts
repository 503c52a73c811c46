import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  API_ENDPOINTS,
  API_PREFIX,
  DECLARED_ENDPOINTS,
  keyPermissionOf,
  tradingApi,
  type Endpoint,
} from '../../protocol/index.ts'
import { signIn } from './account/account-helpers.ts'
import { newAdmin } from './admin/admin-helpers.ts'
import { createKey } from './api-keys/api-keys-helpers.ts'
import { newUser, startServer, type CallOptions, type TestServer } from './helpers.ts'

/**
 * The authorization matrix and input bounds, enumerated from the endpoint declarations: an
 * endpoint is covered here by being declared, and the server cannot have an undeclared one.
 */
type Role = 'anonymous' | 'user' | 'another user' | 'API key read' | 'API key trade' | 'admin'
// The owner comes last: its allowed calls may use up what the others' calls pointed at.
const ROLES: readonly Role[] = [
  'anonymous',
  'another user',
  'API key read',
  'API key trade',
  'admin',
  'user',
]
const RANDOM_ID = '00000000-0000-4000-8000-000000000000'

let t: TestServer
let userToken = ''
const credentials = {} as Record<Role, CallOptions>
/** The owner's resources, named by the path an :id of them goes into. */
const owned = new Map<string, string>()

beforeAll(async () => {
  t = await startServer()
  const user = await newUser(t.api, 'matrix')
  userToken = user.token
  const bearer = (token: string): CallOptions => ({ token })
  const key = (k: string): CallOptions => ({ headers: { 'x-api-key': k } })
  const [another, admin, read, trade, spareKey, otherSession, portfolio] = await Promise.all([
    newUser(t.api, 'matrix'),
    newAdmin(t, 'matrixadmin'),
    createKey(t.api, user.token, { name: 'read', permissions: ['read'] }),
    createKey(t.api, user.token, { name: 'trade', permissions: ['trade'] }),
    createKey(t.api, user.token, { name: 'spare' }),
    signIn(t.api, user.email, user.password),
    t.api<{ id: string }>('POST', '/api/v1/portfolios', { token: user.token, json: { name: 'M' } }),
  ])
  Object.assign(credentials, {
    anonymous: {},
    user: bearer(user.token),
    'another user': bearer(another.token),
    'API key read': key(read.key),
    'API key trade': key(trade.key),
    admin: bearer(admin.token),
  } satisfies Record<Role, CallOptions>)
  const holding = await t.api<{ id: string }>(
    'POST',
    `/api/v1/portfolios/${portfolio.body.id}/holdings`,
    {
      token: user.token,
      json: { symbol: 'BTC-USD', quantity: 1, averagePrice: 100 },
    },
  )
  const trading = await ownedTradingResources(user.token, portfolio.body.id)
  const sessions = await t.api<{ id: string; current: boolean }[]>('GET', '/api/v1/sessions', {
    token: otherSession.token,
  })
  const session = sessions.body.find((s) => s.current)?.id ?? ''
  expect([portfolio.status, holding.status, session !== '']).toEqual([201, 201, true])
  owned.set('/portfolios/:id', portfolio.body.id)
  owned.set('/holdings/:id', holding.body.id)
  owned.set('/sessions/:id', session)
  owned.set('/users/api-keys/:id', spareKey.id)
  for (const [path, id] of Object.entries(trading)) owned.set(path, id)
})

/**
 * A resting order, a position, the notification of its fill and a price alert of the owner's,
 * so every :id endpoint is tried by a stranger against something real, not a random id.
 */
async function ownedTradingResources(token: string, portfolioId: string) {
  const symbol = 'XAU-USD'
  const last = t.server.market.price(symbol)?.price ?? 0
  const cents = (n: number) => Math.round(n * 100) / 100
  const order = (json: Record<string, unknown>) =>
    t.api<{ id: string }>('POST', '/api/v1/orders', {
      token,
      json: { portfolioId, symbol, side: 'buy', quantity: 1, ...json },
    })
  const resting = await order({ orderType: 'limit', price: cents(last * 0.8) })
  // Two, so the trade key and the owner can each close one (SAMPLE_BODIES).
  const bought = await order({ orderType: 'market', quantity: 2 })
  const alert = await t.api<{ id: string }>('POST', '/api/v1/price-alerts', {
    token,
    json: { symbol, condition: 'above', price: cents(last * 1.5) },
  })
  const positions = await t.api<{ id: string }[]>(
    'GET',
    `/api/v1/positions?portfolio_id=${portfolioId}`,
    { token },
  )
  let notificationId: string | undefined
  for (let i = 0; i < 50 && notificationId === undefined; i++) {
    const list = await t.api<{ id: string }[]>('GET', '/api/v1/notifications', { token })
    notificationId = list.body[0]?.id
    if (notificationId === undefined) await new Promise((r) => setTimeout(r, 100))
  }
  const position = positions.body[0]?.id
  expect([resting.status, bought.status, alert.status]).toEqual([201, 201, 201])
  if (position === undefined || notificationId === undefined) throw new Error('nothing owned')
  return {
    '/orders/:id': resting.body.id,
    '/positions/:id': position,
    '/notifications/:id': notificationId,
    '/price-alerts/:id': alert.body.id,
  }
}
afterAll(async () => {
  await t.close()
})

const key = (method: string, path: string) => `${method} ${path}`
const ownedIdOf = (e: Endpoint): string | undefined =>
  [...owned].find(([prefix]) => e.path === prefix || e.path.startsWith(`${prefix}/`))?.[1]
const concrete = (e: Endpoint) => `${API_PREFIX}${e.path.replace(':id', ownedIdOf(e) ?? RANDOM_ID)}`
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

type Verdict = 'allowed' | 'unauthenticated' | 'forbidden' | 'not yours' | 'any'

/** What `role` must get from `e`, from its declaration alone. */
function verdict(e: Endpoint, role: Role): Verdict {
  const isKey = role === 'API key read' || role === 'API key trade'
  if (e.auth === 'public') return 'allowed'
  if (e.auth === 'session') return isKey ? 'forbidden' : 'any'
  if (role === 'anonymous') return 'unauthenticated'
  if (e.auth === 'admin') return role === 'admin' ? 'allowed' : 'forbidden'
  if (isKey) {
    const granted = role === 'API key read' ? 'read' : 'trade'
    return keyPermissionOf(e) === granted ? 'allowed' : 'forbidden'
  }
  const stranger = role === 'another user' || role === 'admin'
  return stranger && ownedIdOf(e) !== undefined ? 'not yours' : 'allowed'
}

function meets(v: Verdict, status: number, e: Endpoint): boolean {
  if (status >= 500) return false
  switch (v) {
    case 'unauthenticated':
      return status === 401
    case 'forbidden':
      return status === 403
    case 'not yours':
      // Bad input is refused before anything is looked up, the same for everyone: it says nothing.
      return status === 403 || status === 404 || status === 422
    case 'allowed':
      // Validation, conflicts and a random id's 404 are answers; the owner's own ids are found.
      return (
        status !== 401 &&
        status !== 403 &&
        !(status === 404 && ownedIdOf(e) !== undefined && e.method !== 'DELETE')
      )
    case 'any':
      return true
  }
}

const BATCH = 8

/**
 * Bodies other than {} for endpoints where {} would use the resource up for the roles after:
 * a close with no quantity closes the whole position.
 */
const SAMPLE_BODIES = new Map<Endpoint, object>([[tradingApi.closePosition, { quantity: 1 }]])
const bodyOf = (e: Endpoint) => (e.method === 'GET' ? {} : { json: SAMPLE_BODIES.get(e) ?? {} })

describe('authorization', () => {
  it('answers every endpoint × role as its declaration says', async () => {
    // Deletions after the rest, so the owner's resources stand until every other call has been
    // made; sign-in session calls (logout) last, as they end the caller's session.
    const phases = [
      API_ENDPOINTS.filter((e) => e.auth !== 'session' && e.method !== 'DELETE'),
      API_ENDPOINTS.filter((e) => e.auth !== 'session' && e.method === 'DELETE'),
      API_ENDPOINTS.filter((e) => e.auth === 'session'),
    ]
    const wrong: string[] = []
    const seen = new Set<Verdict>()
    for (const role of ROLES)
      for (const phase of phases)
        for (let i = 0; i < phase.length; i += BATCH)
          await Promise.all(
            phase.slice(i, i + BATCH).map(async (e) => {
              const v = verdict(e, role)
              seen.add(v)
              const res = await t.api(e.method, concrete(e), { ...credentials[role], ...bodyOf(e) })
              if (!meets(v, res.status, e))
                wrong.push(`${role}: ${e.method} ${e.path} answered ${res.status}, expected ${v}`)
            }),
          )
    expect(wrong).toEqual([])
    expect([...seen].sort()).toEqual([
      'allowed',
      'any',
      'forbidden',
      'not yours',
      'unauthenticated',
    ])
  })

  it('answers 401 to every guarded endpoint with a forged token or key', async () => {
    expect(guarded.length).toBeGreaterThan(20)
    const forged: CallOptions[] = [
      { token: 'not.a.token' },
      { token: `${userToken}x` },
      { headers: { 'x-api-key': `${RANDOM_ID}.${'A'.repeat(43)}` } },
    ]
    const wrong: string[] = []
    for (let i = 0; i < guarded.length; i += BATCH)
      await Promise.all(
        guarded.slice(i, i + BATCH).flatMap((e) =>
          forged.map(async (opts) => {
            const res = await t.api(e.method, concrete(e), {
              ...opts,
              ...(e.method === 'GET' ? {} : { json: {} }),
            })
            // A key never reaches admin endpoints, forged or not: 403 before it is looked at.
            const want = e.auth === 'admin' && opts.headers ? 403 : 401
            if (res.status !== want) wrong.push(`${e.method} ${e.path}: ${res.status}`)
          }),
        ),
      )
    expect(wrong).toEqual([])
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

/** A file's text sent as a string (a strategy export): bounded by the size such files have. */
const FILE_TEXTS = new Set(['POST /strategies/import body.data'])

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
    const unbounded = (f: { at: string; max: number | undefined }) =>
      f.max === undefined || (f.max > 4000 && !FILE_TEXTS.has(f.at))
    expect(found.filter(unbounded)).toEqual([])
  })
})
