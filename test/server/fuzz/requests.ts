import fc from 'fast-check'
import type { Endpoint } from '../../../protocol/index.ts'
import { arbitraryOf, hostileValue, type Hint } from './zod-arbitrary.ts'
import { pickId, type Actor, type Owner, type ResourceKind, type World } from './world.ts'

/**
 * A request plan: generated without knowing the server's state, resolved against it when sent.
 * References ({$ref}) become ids the actor owns, someone else owns, or nobody does; numbers
 * ({$num}) land near the market on the symbol's grid, so that orders can actually trade.
 */
interface Ref {
  $ref: ResourceKind
  owner: Owner
  i: number
}
interface Num {
  $num: 'price' | 'qty'
  factor: number
  lots: number
}
export interface Plan {
  endpoint: number
  actor: number | 'none'
  params: unknown
  query: unknown
  body: unknown
  headers: unknown
  mutation: { where: 'params' | 'query' | 'body'; key: number; value: unknown } | null
}

const ref = (kind: ResourceKind): fc.Arbitrary<Ref> =>
  fc.record({
    $ref: fc.constant(kind),
    owner: fc.constantFrom<Owner>('self', 'self', 'self', 'other', 'random'),
    i: fc.nat(1000),
  })
const num = (kind: Num['$num']): fc.Arbitrary<Num> =>
  fc.record({
    $num: fc.constant(kind),
    factor: fc.double({ min: 0.7, max: 1.3, noNaN: true }),
    lots: fc.integer({ min: 1, max: 3000 }),
  })

/** What a path's `:id` names. */
const kindOfPath = (path: string): ResourceKind =>
  path.startsWith('/orders')
    ? 'order'
    : path.startsWith('/holdings')
      ? 'holding'
      : path.startsWith('/positions')
        ? 'position'
        : 'portfolio'

/**
 * Field hints of one part of a request. Only the path's `id` names a resource (`inPath`); an `id`
 * inside a body (a settings workspace) is the client's own label, and counting it as another
 * user's would report a violation where there is none.
 */
function hints(e: Endpoint, symbols: string[], inPath = false): Hint {
  return (key) => {
    if (key === 'id' && inPath) return ref(kindOfPath(e.path))
    if (key === 'portfolioId' || key === 'portfolio_id')
      return fc.option(ref('portfolio'), { nil: undefined, freq: 8 })
    if (key === 'symbol')
      return fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...symbols) },
        { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
      )
    if (['price', 'stopPrice', 'averagePrice', 'referencePrice'].includes(key))
      return fc.option(num('price'), { nil: undefined, freq: 3 })
    if (key === 'quantity') return num('qty')
    if (key === 'leverage') return fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined })
    return undefined
  }
}

/**
 * Orders a trader would send: the fields their type needs and no others, prices near the market.
 * Generic generation alone almost never gets an order past validation.
 */
function coherentOrder(symbols: string[]): fc.Arbitrary<unknown> {
  return fc
    .record({
      portfolioId: ref('portfolio'),
      symbol: fc.constantFrom(...symbols),
      side: fc.constantFrom('buy', 'sell'),
      orderType: fc.constantFrom(
        'market',
        'market',
        'limit',
        'limit',
        'stop',
        'stop_limit',
        'take_profit',
      ),
      quantity: fc.record({
        $num: fc.constant('qty' as const),
        factor: fc.constant(1),
        lots: fc.integer({ min: 1, max: 200 }),
      }),
      price: num('price'),
      stopPrice: num('price'),
      perp: fc.boolean(),
      leverage: fc.integer({ min: 1, max: 20 }),
      reduceOnly: fc.boolean(),
      extra: fc.record(
        { timeInForce: fc.constantFrom('GTC', 'IOC', 'FOK'), clientOrderId: fc.uuid() },
        { requiredKeys: [] },
      ),
    })
    .map(({ price, stopPrice, perp, leverage, reduceOnly, extra, ...o }) => ({
      ...o,
      ...(o.orderType === 'limit' || o.orderType === 'stop_limit' ? { price } : {}),
      ...(o.orderType === 'limit' || o.orderType === 'market' ? {} : { stopPrice }),
      ...(perp ? { market: 'perp', leverage, ...(reduceOnly ? { reduceOnly } : {}) } : {}),
      ...extra,
    }))
}

export function planArbitrary(endpoints: readonly Endpoint[], symbols: string[], actors: number) {
  // Trading is where money moves, so it gets most of the traffic.
  const weight = (e: Endpoint): number =>
    e.path === '/orders' && e.method === 'POST'
      ? 12
      : e.path.startsWith('/orders/') || e.path.startsWith('/positions/')
        ? 4
        : 1
  const index = fc.oneof(
    ...endpoints.map((e, i) => ({ weight: weight(e), arbitrary: fc.constant(i) })),
  )
  return index.chain((i) => {
    const e = endpoints[i] as Endpoint
    const h = hints(e, symbols)
    const part = (s: Endpoint['body'], hint = h) =>
      s ? arbitraryOf(s, hint) : fc.constant(undefined)
    const body =
      e.method === 'POST' && e.path === '/orders'
        ? fc.oneof(
            { weight: 4, arbitrary: coherentOrder(symbols) },
            { weight: 1, arbitrary: part(e.body) },
          )
        : part(e.body)
    return fc.record<Plan>({
      endpoint: fc.constant(i),
      actor: fc.oneof(
        { weight: 12, arbitrary: fc.nat(actors - 1) },
        { weight: 1, arbitrary: fc.constant('none' as const) },
      ),
      params: part(e.params, hints(e, symbols, true)),
      query: part(e.query),
      body,
      headers: part(e.headers),
      mutation: fc.option(
        fc.record({
          where: fc.constantFrom('params' as const, 'query' as const, 'body' as const),
          key: fc.nat(20),
          value: hostileValue,
        }),
        { nil: null, freq: 2 },
      ),
    })
  })
}

const isRef = (v: unknown): v is Ref => typeof v === 'object' && v !== null && '$ref' in v
const isNum = (v: unknown): v is Num => typeof v === 'object' && v !== null && '$num' in v

/** Turns markers into live values; reports whether any reference is someone else's. */
export function resolve(
  w: World,
  actor: Actor | undefined,
  v: unknown,
  symbol: string,
  out: { foreign: boolean },
): unknown {
  if (isRef(v)) {
    const picked = pickId(w, actor, v.$ref, v.owner, v.i)
    if (picked.foreign) out.foreign = true
    return picked.id
  }
  if (isNum(v)) {
    const info = w.symbols.find((s) => s.symbol === symbol) ?? w.symbols[0]
    if (!info) return 1
    if (v.$num === 'qty') return Number((v.lots * info.lotSize).toFixed(10))
    const last = w.last(info.symbol) ?? 1
    return Number((Math.round((last * v.factor) / info.tickSize) * info.tickSize).toFixed(10))
  }
  if (Array.isArray(v)) return v.map((x) => resolve(w, actor, x, symbol, out))
  if (typeof v === 'object' && v !== null) {
    const o: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v))
      if (x !== undefined) o[k] = resolve(w, actor, x, symbol, out)
    return o
  }
  return v
}

/** Replaces one field (or the whole part) with a hostile value. */
export function mutate(part: unknown, key: number, value: unknown): unknown {
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return value
  const keys = Object.keys(part)
  const k = keys[key % Math.max(1, keys.length + 1)] ?? `extra${key}`
  return { ...part, [k]: value }
}
