/**
 * Where the portfolio's value sits: by asset (a symbol's spot, manual and perpetual lines
 * together, with cash as its own slice) and by asset class. A perpetual counts with its equity
 * (margin plus unrealised P&L), which is what the trader would get back by closing it; a
 * negative value (a position past its margin) counts as nothing rather than bending the shares.
 */
import type { AssetClass, PortfolioSummary } from '../../../protocol/index.ts'

export const CASH = 'cash'
export const OTHER = 'other'

export type ClassKey = AssetClass | typeof CASH | typeof OTHER

export interface Slice<K extends string = string> {
  key: K
  value: number
  /** value / the sum of all slices, 0..1. */
  share: number
}

function slices<K extends string>(values: Map<K, number>): Slice<K>[] {
  let sum = 0
  for (const v of values.values()) sum += v
  return [...values]
    .filter(([, v]) => v > 0)
    .map(([key, value]) => ({ key, value, share: sum > 0 ? value / sum : 0 }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
}

const add = <K>(into: Map<K, number>, key: K, value: number): void => {
  into.set(key, (into.get(key) ?? 0) + Math.max(0, value))
}

export function allocationByAsset(valuation: PortfolioSummary): Slice[] {
  const by = new Map<string, number>()
  for (const p of Object.values(valuation.positions)) add(by, p.symbol, p.value)
  add(by, CASH, valuation.cash)
  return slices(by)
}

export function allocationByClass(
  valuation: PortfolioSummary,
  classOf: (symbol: string) => AssetClass | null,
): Slice<ClassKey>[] {
  const by = new Map<ClassKey, number>()
  for (const p of Object.values(valuation.positions)) add(by, classOf(p.symbol) ?? OTHER, p.value)
  add(by, CASH, valuation.cash)
  return slices(by)
}
