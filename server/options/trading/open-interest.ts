import type { AccountStore } from '../../trading/accounts.ts'

/** What the options market offers for learning open interest (its `useOpenInterest`). */
export interface OpenInterestSource {
  useOpenInterest(openInterest: (symbol: string) => number): void
}

/** Contracts held in `symbol` across the traders' loaded positions, longs and shorts alike. */
export function openInterestOf(accounts: AccountStore, symbol: string): number {
  let total = 0
  for (const a of accounts.optionHoldersOf(symbol))
    total += Math.abs(a.options.get(symbol)?.size ?? 0)
  return Number(total.toFixed(10))
}
