import type { Db } from '../../../server/db/types.ts'

interface Row {
  id: string
  cash: string
  reserved: string
  granted: string | null
  spent: string | null
  funding: string | null
  fills: string
  held_back: string | null
}

/**
 * Every portfolio's books, rebuilt from its records and compared with its balances: cash is the
 * paper cash granted, minus spot buys, plus spot sells, minus fees, plus realized perpetual P&L,
 * minus funding; exchange holdings and perpetual sizes are the sums of their fills; reserved cash
 * is what open orders and perpetual margin hold; nothing is negative. Returns the discrepancies.
 */
export async function reconcile(db: Db): Promise<string[]> {
  const problems: string[] = []
  const rows = await db.query<Row>(`
    SELECT p.id, p.cash, p.reserved,
      (SELECT sum(amount) FROM paper_cash_grants g WHERE g.portfolio_id = p.id) AS granted,
      (SELECT sum(CASE WHEN market = 'spot' AND side = 'buy' THEN price * quantity
                       WHEN market = 'spot' THEN -price * quantity
                       ELSE -realized_pnl END + fee)
         FROM trades t WHERE t.portfolio_id = p.id) AS spent,
      (SELECT sum(payment) FROM funding_payments f WHERE f.portfolio_id = p.id) AS funding,
      (SELECT count(*) FROM trades t WHERE t.portfolio_id = p.id) AS fills,
      (SELECT sum(reserved_cash) FROM orders o WHERE o.portfolio_id = p.id
         AND o.status IN ('pending', 'open', 'partially_filled')) AS held_back
    FROM portfolios p`)
  const margins = new Map(
    (
      await db.query<{ portfolio_id: string; margin: string }>(
        'SELECT portfolio_id, sum(margin) AS margin FROM perp_positions GROUP BY portfolio_id',
      )
    ).map((r) => [r.portfolio_id, Number(r.margin)]),
  )
  for (const r of rows) {
    const cash = Number(r.cash)
    const reserved = Number(r.reserved)
    const expected = Number(r.granted ?? 0) - Number(r.spent ?? 0) - Number(r.funding ?? 0)
    // Each fill rounds cash to 1e-8; the sums here are exact decimals.
    const tolerance = 1e-6 * (Number(r.fills) + 1)
    if (r.granted === null) problems.push(`${r.id}: no paper cash grant recorded`)
    if (Math.abs(cash - expected) > tolerance)
      problems.push(`${r.id}: cash ${cash} but its records add up to ${expected}`)
    if (cash < 0) problems.push(`${r.id}: negative cash ${cash}`)
    if (reserved < 0) problems.push(`${r.id}: negative reserved ${reserved}`)
    const holds = Number(r.held_back ?? 0) + (margins.get(r.id) ?? 0)
    if (Math.abs(reserved - holds) > tolerance)
      problems.push(`${r.id}: reserved ${reserved} but open orders and margin hold ${holds}`)
  }
  const holdings = await db.query<{
    portfolio_id: string
    symbol: string
    q: string
    f: string
    r: string
    s: string
  }>(`
    SELECT h.portfolio_id, h.symbol, h.quantity AS q, h.reserved AS r,
      COALESCE((SELECT sum(quantity - filled_quantity) FROM orders o
                WHERE o.portfolio_id = h.portfolio_id AND o.symbol = h.symbol AND o.market = 'spot'
                  AND o.side = 'sell' AND o.status IN ('pending', 'open', 'partially_filled')),
               0) AS s,
      COALESCE((SELECT sum(CASE WHEN side = 'buy' THEN quantity ELSE -quantity END) FROM trades t
                WHERE t.portfolio_id = h.portfolio_id AND t.symbol = h.symbol
                  AND t.market = 'spot'), 0) AS f
    FROM holdings h`)
  for (const h of holdings) {
    if (Number(h.q) < 0) problems.push(`${h.portfolio_id} ${h.symbol}: negative holding ${h.q}`)
    if (Math.abs(Number(h.q) - Number(h.f)) > 1e-9)
      problems.push(`${h.portfolio_id} ${h.symbol}: holds ${h.q} but its fills add up to ${h.f}`)
    if (Math.abs(Number(h.r) - Number(h.s)) > 1e-9 || Number(h.r) > Number(h.q) + 1e-9)
      problems.push(
        `${h.portfolio_id} ${h.symbol}: ${h.r} reserved, open sells ${h.s}, held ${h.q}`,
      )
  }
  const orphans = await db.query<{ portfolio_id: string; symbol: string }>(`
    SELECT t.portfolio_id, t.symbol FROM trades t WHERE t.market = 'spot'
    GROUP BY t.portfolio_id, t.symbol
    HAVING abs(sum(CASE WHEN side = 'buy' THEN quantity ELSE -quantity END)) > 1e-9
       AND NOT EXISTS (SELECT 1 FROM holdings h
                       WHERE h.portfolio_id = t.portfolio_id AND h.symbol = t.symbol)`)
  for (const o of orphans) problems.push(`${o.portfolio_id} ${o.symbol}: fills but no holding`)
  const perps = await db.query<{ portfolio_id: string; symbol: string; size: string; f: string }>(`
    SELECT p.portfolio_id, p.symbol,
      CASE WHEN p.side = 'long' THEN p.size ELSE -p.size END AS size,
      COALESCE((SELECT sum(CASE WHEN side = 'buy' THEN quantity ELSE -quantity END) FROM trades t
                WHERE t.portfolio_id = p.portfolio_id AND t.symbol = p.symbol
                  AND t.market = 'perp'), 0) AS f
    FROM perp_positions p`)
  for (const p of perps)
    if (Math.abs(Number(p.size) - Number(p.f)) > 1e-9)
      problems.push(`${p.portfolio_id} ${p.symbol}: perpetual ${p.size} but fills add to ${p.f}`)
  return problems
}
