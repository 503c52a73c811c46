import { AMOUNT_MAX } from '../../protocol/index.ts'
import { randomBytes } from 'node:crypto'
import { kvGetOrCreate } from '../db/kv.ts'
import type { Db } from '../db/types.ts'
import type { MarketFeed } from '../market/feed.ts'
import { demoEquityHistory, insertSnapshots, priceOn } from '../performance/demo-history.ts'
import { addManualHolding } from '../portfolios/holdings-repo.ts'
import { insertPortfolio } from '../portfolios/repo.ts'
import type { PasswordHasher } from './passwords.ts'
import { DEMO_ADMIN_EMAIL, DEMO_TRADER_EMAIL } from './demo-accounts.ts'
import { findUserByEmail, insertUser, setPasswordHash, type NewUser } from './users-repo.ts'

const DEMO_HOLDINGS = [
  { symbol: 'BTC-USD', quantity: 0.5, averagePrice: 61_250 },
  { symbol: 'ETH-USD', quantity: 4, averagePrice: 3_120 },
  { symbol: 'AAPL-USD', quantity: 20, averagePrice: 176.4 },
]
const DEMO_CASH = 100_000
const DEMO_HISTORY_DAYS = 365
const DAY_MS = 86_400_000

/**
 * Seeds the demo admin and trader once. The password is random per installation and kept in
 * the database (settings_kv), so it is stable across restarts and never lives in the repo.
 */
export async function seedDemo(
  db: Db,
  passwords: PasswordHasher,
  market: Pick<MarketFeed, 'candles' | 'price'>,
  now = Date.now(),
): Promise<{ password: string }> {
  const password = await kvGetOrCreate(db, 'demo_password', () =>
    randomBytes(12).toString('base64url'),
  )
  const ensure = async (
    u: Omit<NewUser, 'passwordHash'>,
  ): Promise<{ id: string; created: boolean }> => {
    const existing = await findUserByEmail(db, u.email)
    if (existing) {
      if (!(await passwords.verify(existing.password_hash, password))) {
        await setPasswordHash(db, existing.id, await passwords.hash(password))
      }
      return { id: existing.id, created: false }
    }
    const row = await insertUser(db, { ...u, passwordHash: await passwords.hash(password) })
    return { id: row.id, created: true }
  }
  await ensure({
    email: DEMO_ADMIN_EMAIL,
    username: 'admin',
    fullName: 'Ada Admin',
    isSuperuser: true,
    role: 'ADMIN',
  })
  const trader = await ensure({
    email: DEMO_TRADER_EMAIL,
    username: 'trader',
    fullName: 'Tess Trader',
    role: 'USER',
  })
  if (trader.created) {
    // DEMO DATA: the Main portfolio, its deposit and its manual holdings are dated a year back,
    // and its equity history is valued from the market simulator's own candles (demo-history.ts),
    // so the analytics pages have a year to show. Nothing here was ever traded.
    const start = now - DEMO_HISTORY_DAYS * DAY_MS
    const at = new Date(start)
    await db.transaction(async (tx) => {
      const main = await insertPortfolio(tx, {
        userId: trader.id,
        name: 'Main',
        description: 'Demo portfolio',
        cash: DEMO_CASH,
        createdAt: at,
      })
      if (main === 'limit') return
      // Assets held elsewhere, recorded beside the paper cash: valued, never sold for cash.
      // Each one's manual_add flow is valued at day one's close.
      const priceOf = (symbol: string) => priceOn(market, symbol, start) || undefined
      for (const h of DEMO_HOLDINGS)
        await addManualHolding(tx, trader.id, main.id, h, AMOUNT_MAX, { priceOf, at })
      await insertSnapshots(
        tx,
        main.id,
        demoEquityHistory(market, DEMO_CASH, DEMO_HOLDINGS, start, now),
      )
    })
  }
  return { password }
}
