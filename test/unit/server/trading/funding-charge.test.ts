import { describe, expect, it } from 'vitest'
import type { Db, SqlParam } from '../../../../server/db/types.ts'
import { DEFAULT_INTEREST_RATE, FUNDING_PERIOD_MS } from '../../../../server/perps/funding-rate.ts'
import { AccountStore } from '../../../../server/trading/accounts.ts'
import type { TradingCore } from '../../../../server/trading/core.ts'
import { chargeFunding } from '../../../../server/trading/funding-charge.ts'

interface Seed {
  id: string
  cash: number
  reserved: number
  perp?: { symbol: string; side: 'long' | 'short'; size: number; entry: number; margin: number }
}

/** A database that only answers the account loader's three reads. */
function fakeDb(seeds: Seed[]): Db {
  const rows = (sql: string, params: readonly SqlParam[] = []): unknown[] => {
    const s = seeds.find((x) => x.id === params[0])
    if (!s) return []
    if (sql.includes('FROM portfolios'))
      return [
        {
          id: s.id,
          user_id: `u-${s.id}`,
          currency: 'USD',
          cash: `${s.cash}`,
          reserved: `${s.reserved}`,
        },
      ]
    if (sql.includes('FROM perp_positions') && s.perp)
      return [
        {
          id: `pos-${s.id}`,
          symbol: s.perp.symbol,
          side: s.perp.side,
          size: `${s.perp.size}`,
          entry_price: `${s.perp.entry}`,
          margin: `${s.perp.margin}`,
          leverage: 5,
          realized_pnl: '0',
          funding_paid: '0',
        },
      ]
    return []
  }
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly SqlParam[]) =>
      Promise.resolve(rows(sql, params) as T[]),
    exec: () => Promise.resolve(),
    transaction: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
  }
}

async function coreWith(seeds: Seed[]) {
  const accounts = new AccountStore(fakeDb(seeds))
  for (const s of seeds) await accounts.load(s.id)
  const mark = (symbol: string) => (symbol === 'ETH-USD' ? 3000 : undefined)
  return { accounts, mark } as unknown as TradingCore
}

const run = {
  intervalMs: FUNDING_PERIOD_MS,
  markOf: (s: string) => (s === 'ETH-USD' ? 3000 : undefined),
  indexOf: () => 3000,
}
// At the index the rate is the interest rate: 1 ETH at 3,000 pays 0.30 per 8 h.
const payment = 3000 * DEFAULT_INTEREST_RATE

/** A portfolio with 1 ETH-USD perpetual at 3,000 and 600 of margin reserved. */
const oneEth = (id: string, side: 'long' | 'short', cash: number): Seed => ({
  id,
  cash,
  reserved: 600,
  perp: { symbol: 'ETH-USD', side, size: 1, entry: 3000, margin: 600 },
})

describe('chargeFunding', () => {
  it('takes the payment from a long and gives it to a short', async () => {
    const core = await coreWith([
      oneEth('a', 'long', 1000),
      oneEth('b', 'short', 1000),
      { id: 'c', cash: 1000, reserved: 0 },
    ])
    const { unit, charged } = chargeFunding(core, run, new Date())
    expect(charged).toBe(2)
    const a = core.accounts.get('a')
    const b = core.accounts.get('b')
    expect(a?.cash).toBeCloseTo(1000 - payment, 8)
    expect(a?.perps.get('ETH-USD')?.fundingPaid).toBeCloseTo(payment, 8)
    expect(b?.cash).toBeCloseTo(1000 + payment, 8)
    expect(b?.perps.get('ETH-USD')?.fundingPaid).toBeCloseTo(-payment, 8)
    expect(a?.perps.get('ETH-USD')?.margin).toBe(600)
    expect(core.accounts.get('c')?.cash).toBe(1000)
    // Balance and position rows of both, and their pushes.
    expect([...unit.rows.keys()].sort()).toEqual(
      expect.arrayContaining(['balance:a', 'balance:b', 'perp:a:ETH-USD', 'perp:b:ETH-USD']),
    )
    expect(unit.pushes.filter((p) => p.channel === 'balances')).toHaveLength(2)
  })

  it('takes what free cash cannot cover out of the isolated margin', async () => {
    const core = await coreWith([oneEth('a', 'long', 600.1)])
    chargeFunding(core, run, new Date())
    const a = core.accounts.get('a')
    expect(a?.cash).toBeCloseTo(600.1 - payment, 8)
    // 0.10 from free cash, 0.20 from the margin: nothing left free, nothing negative.
    expect(a?.perps.get('ETH-USD')?.margin).toBeCloseTo(600 - (payment - 0.1), 8)
    expect(a?.reserved).toBeCloseTo(a?.cash ?? 0, 8)
  })

  it('skips symbols without a mark and charges nothing when nobody holds a position', async () => {
    const core = await coreWith([
      {
        id: 'a',
        cash: 1000,
        reserved: 100,
        perp: { symbol: 'XRP-USD', side: 'long', size: 10, entry: 1, margin: 100 },
      },
    ])
    const { unit, charged } = chargeFunding(core, run, new Date())
    expect(charged).toBe(0)
    expect(unit.empty).toBe(true)
  })
})
