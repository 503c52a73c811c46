import { randomUUID } from 'node:crypto'
import { fundingCharges, type FundingPosition } from '../perps/funding.ts'
import { positionStateOf, type Account } from './account.ts'
import type { TradingCore } from './core.ts'
import { recordAccount } from './settlement.ts'
import { fundingStmt } from './statements.ts'
import { UnitOfWork } from './unit-of-work.ts'
import { money } from './units.ts'

export interface FundingRun {
  intervalMs: number
  markOf: (symbol: string) => number | undefined
  indexOf: (symbol: string) => number | undefined
}

/**
 * Settles one funding time for every open perpetual position: a payment moves cash between the
 * position's owner and the other side (the house stands in for it). A payer whose free cash does
 * not cover the payment pays the rest out of the position's isolated margin, which moves its
 * liquidation price closer, as on exchanges. Returns the unit to commit (empty when nobody holds
 * a position) and how many positions were charged.
 */
export function chargeFunding(
  core: TradingCore,
  run: FundingRun,
  now: Date,
): { unit: UnitOfWork; charged: number } {
  const unit = new UnitOfWork()
  const touched = new Map<Account, string[]>()
  let charged = 0
  for (const symbol of core.accounts.perpSymbols()) {
    const owners = new Map<string, Account>()
    const positions: FundingPosition[] = []
    for (const a of core.accounts.holdersOf(symbol)) {
      const p = a.perps.get(symbol)
      if (!p || p.size === 0) continue
      owners.set(p.id, a)
      positions.push({ ...positionStateOf(p), id: p.id, symbol })
    }
    for (const c of fundingCharges(positions, run)) {
      const a = owners.get(c.positionId)
      const p = a?.perps.get(symbol)
      if (!a || !p) continue
      const payment = money(c.payment)
      a.cash = money(a.cash - payment)
      p.fundingPaid = money(p.fundingPaid + payment)
      const short = money(a.reserved - a.cash)
      if (short > 0) {
        const fromMargin = Math.min(short, p.margin)
        p.margin = money(p.margin - fromMargin)
        a.reserved = money(a.reserved - fromMargin)
      }
      unit.insert(
        fundingStmt({
          id: randomUUID(),
          portfolioId: a.portfolioId,
          positionId: p.id,
          symbol,
          side: p.size >= 0 ? 'long' : 'short',
          size: Math.abs(p.size),
          markPrice: c.markPrice,
          rate: Number(c.rate.toFixed(10)),
          payment,
          timestamp: now.toISOString(),
        }),
      )
      touched.set(a, [...(touched.get(a) ?? []), symbol])
      charged += 1
    }
  }
  for (const [a, symbols] of touched) recordAccount(core, a, symbols, unit, now)
  return { unit, charged }
}
