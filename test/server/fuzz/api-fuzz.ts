import fc from 'fast-check'
import { API_PREFIX, type Endpoint } from '../../../protocol/index.ts'
import { makeApi } from '../helpers.ts'
import { tinyPng } from './multipart.ts'
import { mutate, planArbitrary, resolve, type Plan } from './requests.ts'
import { refreshIds, type Actor, type ResourceKind, type World } from './world.ts'

export interface FuzzOptions {
  base: string
  endpoints: readonly Endpoint[]
  world: World
  /** Index of the administrator among world.actors. */
  admin: number
  runs: number
  seed: number
  /** Requests in flight at once: races are part of what is tried. */
  concurrency: number
}

export interface FuzzResult {
  requests: number
  byStatus: Record<number, number>
  /** "POST /orders" → status → count: where the run got through, and where it stopped. */
  byEndpoint: Record<string, Record<number, number>>
  violations: string[]
}

const REFUSED_UNREAD = new Set([401, 400, 413, 414, 415])

const CREATES: Partial<Record<string, ResourceKind>> = {
  '/portfolios': 'portfolio',
  '/orders': 'order',
  '/holdings': 'holding',
  '/portfolios/:id/holdings': 'holding',
}

// What fetch itself refuses to send (control characters, non-Latin-1) is not the server's input.
const sendableHeader = (v: unknown): v is string =>
  typeof v === 'string' && /^[\x20-\x7e\x80-\xff]*$/.test(v)

/** What a generated value looks like in a URL: strings as they are, anything else as JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))

/** encodeURIComponent, except that a lone surrogate goes out as the invalid UTF-8 it would be. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s)
  } catch {
    return [...s]
      .map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('')
  }
}

/** A generated body as multipart fields, plus a small real PNG as the document. */
function asForm(body: object): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(body)) if (v !== undefined) form.append(k, asText(v))
  form.append('document', new Blob([Buffer.from(tinyPng())], { type: 'image/png' }), 'f.png')
  return form
}

function build(w: World, e: Endpoint, p: Plan, actor: Actor | undefined) {
  const seen = { foreign: false }
  const rawBody = p.body as Record<string, unknown> | undefined
  const rawQuery = p.query as Record<string, unknown> | undefined
  const symbol = asText(rawBody?.symbol ?? rawQuery?.symbol ?? 'XAU-USD').toUpperCase()
  let params = resolve(w, actor, p.params, symbol, seen)
  let query = resolve(w, actor, p.query, symbol, seen)
  let body = resolve(w, actor, p.body, symbol, seen)
  const headers = resolve(w, actor, p.headers, symbol, seen) as Record<string, unknown> | undefined
  const m = p.mutation
  if (m?.where === 'params') params = mutate(params, m.key, m.value)
  if (m?.where === 'query') query = mutate(query, m.key, m.value)
  if (m?.where === 'body') body = mutate(body, m.key, m.value)
  const id =
    typeof params === 'object' && params !== null ? (params as { id?: unknown }).id : params
  const path = e.path.replace(':id', encodeSegment(asText(id ?? '')))
  const qs = new URLSearchParams()
  if (typeof query === 'object' && query !== null)
    for (const [k, v] of Object.entries(query))
      for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item))
  const h: Record<string, string> = {}
  if (actor && e.auth !== 'session') h.authorization = `Bearer ${actor.token}`
  const key = headers?.['idempotency-key']
  if (sendableHeader(key)) h['idempotency-key'] = key
  const url = `${API_PREFIX}${path}${qs.size > 0 ? `?${qs.toString()}` : ''}`
  const foreign = seen.foreign && m === null
  // Upload endpoints get unmutated fields as a form with a real file; mutated ones go as JSON.
  if (e.multipart && body !== null && typeof body === 'object' && m === null)
    return { url, init: { method: e.method, headers: h, body: asForm(body) }, foreign }
  const text = body === undefined || e.method === 'GET' ? undefined : JSON.stringify(body)
  if (text !== undefined) h['content-type'] = 'application/json'
  return {
    url,
    init: { method: e.method, headers: h, ...(text === undefined ? {} : { body: text }) },
    foreign,
  }
}

async function one(o: FuzzOptions, p: Plan, result: FuzzResult): Promise<void> {
  const e = o.endpoints[p.endpoint] as Endpoint
  const actor = p.actor === 'none' ? undefined : o.world.actors[p.actor]
  const req = build(o.world, e, p, actor)
  const what =
    `${e.method} ${req.url} as ${actor?.name ?? 'nobody'} ${typeof req.init.body === 'string' ? req.init.body : req.init.body ? '[form]' : ''}`.slice(
      0,
      400,
    )
  let res: Response
  try {
    res = await fetch(o.base + req.url, req.init)
  } catch (err) {
    result.violations.push(`${what}: no answer (${String(err)})`)
    return
  }
  result.requests += 1
  result.byStatus[res.status] = (result.byStatus[res.status] ?? 0) + 1
  const counts = (result.byEndpoint[`${e.method} ${e.path}`] ??= {})
  counts[res.status] = (counts[res.status] ?? 0) + 1
  const text = await res.text()
  const fail = (why: string): void => {
    result.violations.push(`${what} → ${res.status} ${text.slice(0, 200)}: ${why}`)
  }
  if (res.status >= 500) return fail('server error')
  const ok = res.status >= 200 && res.status < 300
  // Without a token only the guard (401) or the router, refusing a malformed request before any
  // route runs (400 Invalid URL, 413, 414, 415), may answer; anything else means a handler ran.
  if (!actor && (e.auth === 'user' || e.auth === 'admin') && !REFUSED_UNREAD.has(res.status))
    fail('answered without a token')
  if (ok && e.auth === 'admin' && p.actor !== o.admin) fail('admin endpoint answered a non-admin')
  if (ok && req.foreign) fail("acted on another user's resource")
  if (!ok || res.status === 204 || !e.response) return
  const parsed = e.response.safeParse(JSON.parse(text))
  if (!parsed.success)
    return fail(`answer does not match its declaration: ${parsed.error.message.slice(0, 200)}`)
  const kind = CREATES[e.path]
  const created = (parsed.data as { id?: unknown }).id
  if (actor && e.method === 'POST' && kind && typeof created === 'string')
    actor.ids[kind].push(created)
}

/** Sends `runs` generated requests, `concurrency` at a time, and collects every violation. */
export async function runFuzz(o: FuzzOptions): Promise<FuzzResult> {
  const symbols = o.world.symbols.map((s) => s.symbol)
  const plans = fc.sample(planArbitrary(o.endpoints, symbols, o.world.actors.length), {
    numRuns: o.runs,
    seed: o.seed,
  })
  const result: FuzzResult = { requests: 0, byStatus: {}, byEndpoint: {}, violations: [] }
  const api = makeApi(o.base)
  for (let i = 0; i < plans.length; i += o.concurrency) {
    if (i % 100 === 0) for (const a of o.world.actors) await refreshIds(api, a)
    await Promise.all(plans.slice(i, i + o.concurrency).map((p) => one(o, p, result)))
  }
  return result
}
