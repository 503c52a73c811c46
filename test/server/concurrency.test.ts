import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order, Portfolio, Position } from '../../protocol/index.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'
import { reconcile } from './fuzz/reconcile.ts'
import { cents, place, type Trader } from './trading/trading-helpers.ts'

/**
 * Many clients at once on the same portfolios for SECONDS: new orders, modifies, cancels, closes
 * and deletes (each deleted portfolio replaced by a new one). Triggers record every row write
 * that leaves cash, reservations or holdings negative, so "never below zero" is checked at every
 * commit, not only at the end.
 */
const SECONDS = Number(process.env.CONCURRENCY_SECONDS ?? 30)
const WORKERS = 8
const SYMBOLS = ['XAU-USD', 'ETH-USD', 'AAPL-USD']

let t: TestServer
const fatal: unknown[] = []

const AUDIT = `
  CREATE TABLE audit_negative (what text NOT NULL);
  CREATE FUNCTION audit_portfolio() RETURNS trigger AS $$ BEGIN
    IF NEW.cash < 0 OR NEW.reserved < 0 OR NEW.reserved > NEW.cash + 0.000001 THEN
      INSERT INTO audit_negative VALUES ('portfolio ' || NEW.id || ' cash ' || NEW.cash || ' reserved ' || NEW.reserved);
    END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
  CREATE TRIGGER audit_portfolio AFTER INSERT OR UPDATE ON portfolios
    FOR EACH ROW EXECUTE FUNCTION audit_portfolio();
  CREATE FUNCTION audit_holding() RETURNS trigger AS $$ BEGIN
    IF NEW.quantity < 0 OR NEW.reserved < 0 OR NEW.reserved > NEW.quantity THEN
      INSERT INTO audit_negative VALUES ('holding ' || NEW.portfolio_id || ' ' || NEW.symbol || ' ' || NEW.quantity || ' reserved ' || NEW.reserved);
    END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
  CREATE TRIGGER audit_holding AFTER INSERT OR UPDATE ON holdings
    FOR EACH ROW EXECUTE FUNCTION audit_holding();`

interface Client {
  user: Awaited<ReturnType<typeof newUser>>
  portfolios: string[]
}
const clients: Client[] = []
/** When each portfolio's delete was acknowledged. */
const deletedAt = new Map<string, number>()
/** Orders acknowledged, with when their request was sent. */
const acked: { id: string; portfolioId: string; sentAt: number }[] = []
const statuses: Record<string, number> = {}

beforeAll(async () => {
  t = await startServer({ onFatal: (err) => fatal.push(err) })
  await t.server.db.exec(AUDIT)
  for (const name of ['ann', 'ben', 'cat']) {
    const user = await newUser(t.api, name)
    const c: Client = { user, portfolios: [] }
    for (let i = 0; i < 3; i++) c.portfolios.push(await newPortfolio(c))
    clients.push(c)
  }
})
afterAll(async () => {
  await t.close()
})

async function newPortfolio(c: Client): Promise<string> {
  const p = await t.api<Portfolio>('POST', '/api/v1/portfolios', {
    token: c.user.token,
    json: { name: 'busy' },
  })
  if (p.status !== 201) throw new Error(`portfolio: ${p.status}`)
  return p.body.id
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T
const count = (what: string, status: number) => {
  const k = `${what} ${status}`
  statuses[k] = (statuses[k] ?? 0) + 1
}

async function act(c: Client): Promise<void> {
  const token = c.user.token
  const portfolioId = pick(c.portfolios)
  const trader: Trader = { ...c.user, portfolioId }
  const symbol = pick(SYMBOLS)
  const last = t.server.market.price(symbol)?.price ?? 1
  const roll = Math.random()
  if (roll < 0.45) {
    const sentAt = Date.now()
    const market = Math.random() < 0.4
    const res = await place(t.api, trader, {
      symbol,
      side: Math.random() < 0.6 ? 'buy' : 'sell',
      orderType: market ? 'market' : 'limit',
      quantity: symbol === 'AAPL-USD' ? 1 : 0.01,
      ...(market ? {} : { price: cents(last * (0.97 + Math.random() * 0.06)) }),
      ...(Math.random() < 0.2 ? { market: 'perp' as const, leverage: 5 } : {}),
    })
    count('place', res.status)
    if (res.status === 201) acked.push({ id: res.body.id, portfolioId, sentAt })
  } else if (roll < 0.7) {
    const orders = await t.api<Order[]>(
      'GET',
      `/api/v1/orders?status=active&portfolio_id=${portfolioId}`,
      { token },
    )
    const o = orders.status === 200 ? orders.body[0] : undefined
    if (!o) return
    const res =
      Math.random() < 0.5
        ? await t.api('DELETE', `/api/v1/orders/${o.id}`, { token })
        : await t.api('PUT', `/api/v1/orders/${o.id}`, {
            token,
            json: {
              price: cents((o.price ?? last) * (0.98 + Math.random() * 0.04)),
              quantity: o.quantity * 2,
            },
          })
    count('change', res.status)
  } else if (roll < 0.85) {
    const positions = await t.api<Position[]>(
      'GET',
      `/api/v1/positions?portfolio_id=${portfolioId}`,
      { token },
    )
    const p = positions.status === 200 ? positions.body[0] : undefined
    if (!p) return
    count(
      'close',
      (await t.api('POST', `/api/v1/positions/${p.id}/close`, { token, json: {} })).status,
    )
  } else {
    const res = await t.api('DELETE', `/api/v1/portfolios/${portfolioId}`, { token })
    count('delete', res.status)
    if (res.status !== 204) return
    deletedAt.set(portfolioId, Date.now())
    const i = c.portfolios.indexOf(portfolioId)
    if (i >= 0) c.portfolios[i] = await newPortfolio(c)
  }
}

describe(`${WORKERS} clients for ${SECONDS} s`, () => {
  it(
    'keeps the server up, acknowledges nothing for a deleted portfolio, never goes negative',
    async () => {
      const until = Date.now() + SECONDS * 1000
      await Promise.all(
        Array.from({ length: WORKERS }, async (_, w) => {
          const c = clients[w % clients.length] as Client
          while (Date.now() < until) await act(c)
        }),
      )
      await t.server.trading.writer.flush()
      console.log('concurrency:', statuses)
      expect(fatal).toEqual([])
      expect(Object.keys(statuses).filter((k) => Number(k.split(' ')[1]) >= 500)).toEqual([])
      // Some of everything happened, or this test proves nothing.
      for (const what of ['place 201', 'change 200', 'close 201', 'delete 204'])
        expect(statuses[what] ?? 0, what).toBeGreaterThan(0)
      const late = acked.filter((o) => o.sentAt > (deletedAt.get(o.portfolioId) ?? Infinity))
      expect(late).toEqual([])
      const alive = [...t.server.trading.core.orders.values()].filter((o) =>
        deletedAt.has(o.portfolioId),
      )
      expect(alive).toEqual([])
      expect(await t.server.db.query('SELECT what FROM audit_negative')).toEqual([])
      expect(await reconcile(t.server.db)).toEqual([])
      expect((await t.api('GET', '/api/v1/health')).status).toBe(200)
    },
    (SECONDS + 60) * 1000,
  )
})
