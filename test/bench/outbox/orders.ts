/**
 * The outbox bench's trader and orders: a fresh user with a few portfolios of paper cash, and
 * small resting limit buys on a few symbols, queued the way the service worker keeps them (the
 * engine's body with its client id, placedAt and the price the trader saw; the request's kept
 * headers). Counting what the server holds is how the bench knows nothing was lost or doubled.
 */
import { randomUUID } from 'node:crypto'
import type { Order, Portfolio } from '../../../protocol/index.ts'
import type { OutboxRow } from '../../../workers/outbox/outbox.ts'
import { newUser, type TestServer } from '../../server/helpers.ts'

export type QueuedOrder = Omit<OutboxRow, 'claimedUntil'>

export interface BenchTrader {
  token: string
  portfolioIds: string[]
}

/** Quantities a new portfolio's paper cash covers many times over at 90 % of the price. */
const SYMBOLS = [
  { symbol: 'BTC-USD', quantity: 0.001, decimals: 2 },
  { symbol: 'ETH-USD', quantity: 0.01, decimals: 2 },
  { symbol: 'SOL-USD', quantity: 0.1, decimals: 2 },
  { symbol: 'ADA-USD', quantity: 10, decimals: 4 },
] as const
/** The trader's own tolerance on each order (the ticket sends the settings' value). */
const SLIPPAGE_TOLERANCE = 2
/** Far enough below the market that none fills: every order stays one resting order. */
const LIMIT_FACTOR = 0.9
/** The most orders GET /orders lists at once (ORDERS_MAX_LIMIT). */
const LIST_LIMIT = 1000

export async function benchTrader(
  t: TestServer,
  name: string,
  portfolios: number,
): Promise<BenchTrader> {
  const user = await newUser(t.api, name)
  const portfolioIds: string[] = []
  for (let i = 0; i < portfolios; i += 1) {
    const p = await t.api<Portfolio>('POST', '/api/v1/portfolios', {
      token: user.token,
      json: { name: `Outbox ${i + 1}` },
    })
    if (p.status !== 201) throw new Error(`portfolio: ${p.status}`)
    portfolioIds.push(p.body.id)
  }
  return { token: user.token, portfolioIds }
}

const round = (n: number, decimals: number) => Number(n.toFixed(decimals))

/** `count` orders spread over the trader's portfolios and the symbols, placed now. */
export function queuedOrders(t: TestServer, trader: BenchTrader, count: number): QueuedOrder[] {
  return Array.from({ length: count }, (_, i) => {
    const s = SYMBOLS[i % SYMBOLS.length]!
    const portfolioId = trader.portfolioIds[i % trader.portfolioIds.length]!
    const last = t.server.market.price(s.symbol)?.price
    if (last === undefined) throw new Error(`no price for ${s.symbol}`)
    const key = randomUUID()
    const now = Date.now()
    const body = {
      portfolioId,
      symbol: s.symbol,
      side: 'buy',
      orderType: 'limit',
      quantity: s.quantity,
      price: round(last * LIMIT_FACTOR, s.decimals),
      referencePrice: last,
      slippageTolerance: SLIPPAGE_TOLERANCE,
      clientOrderId: key,
      placedAt: new Date(now).toISOString(),
    }
    return {
      key,
      portfolioId,
      symbol: s.symbol,
      body: JSON.stringify(body),
      // What the service worker keeps of the engine's request (KEPT_HEADERS).
      headers: {
        authorization: `Bearer ${trader.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
        accept: 'application/json',
      },
      queuedAt: now,
    }
  })
}

/**
 * The trader's orders at the server, checked against the queued keys: every one there exactly
 * once and nothing else. Throws otherwise: a bench that lost or doubled an order has no figure.
 */
export async function ordersAtServer(
  t: TestServer,
  trader: BenchTrader,
  queued: readonly QueuedOrder[],
): Promise<number> {
  const ids: (string | null)[] = []
  for (const pid of trader.portfolioIds) {
    const res = await t.api<Order[]>(
      'GET',
      `/api/v1/orders?portfolio_id=${pid}&status=all&limit=${LIST_LIMIT}`,
      { token: trader.token },
    )
    if (res.status !== 200) throw new Error(`listing orders: ${res.status}`)
    // A full page could hide more: the count would not be the truth.
    if (res.body.length >= LIST_LIMIT) throw new Error(`portfolio ${pid} has too many to count`)
    ids.push(...res.body.map((o) => o.clientOrderId))
  }
  const distinct = new Set(ids)
  const missing = queued.filter((q) => !distinct.has(q.key)).length
  if (ids.length !== queued.length || distinct.size !== ids.length || missing > 0)
    throw new Error(
      `the server holds ${ids.length} orders (${distinct.size} distinct, ${missing} missing) for ${queued.length} queued`,
    )
  return ids.length
}
