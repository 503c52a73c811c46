import { AMOUNT_MAX } from '../../protocol/index.ts'
import { randomBytes } from 'node:crypto'
import { kvGetOrCreate } from '../db/kv.ts'
import type { Db } from '../db/types.ts'
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

/**
 * Seeds the demo admin and trader once. The password is random per installation and kept in
 * the database (settings_kv), so it is stable across restarts and never lives in the repo.
 */
export async function seedDemo(db: Db, passwords: PasswordHasher): Promise<{ password: string }> {
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
    await db.transaction(async (tx) => {
      const main = await insertPortfolio(tx, {
        userId: trader.id,
        name: 'Main',
        description: 'Demo portfolio',
        cash: 100_000,
      })
      if (main === 'limit') return
      // Assets held elsewhere, recorded beside the paper cash: valued, never sold for cash.
      for (const h of DEMO_HOLDINGS) await addManualHolding(tx, trader.id, main.id, h, AMOUNT_MAX)
    })
  }
  return { password }
}
