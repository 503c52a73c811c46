import type { PortfolioSummaryUpdate } from '../../workers/engine/api.ts'
import { atom, useAtomValue } from '../app/store.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'

/**
 * The server's valuation of the active portfolio (its `portfolio` push, 200 ms batched by the
 * engine), watched while a component shows it. Null until the first one arrives.
 */
export const portfolioSummaryAtom = atom<PortfolioSummaryUpdate | null>(null)
portfolioSummaryAtom.onMount = (set) =>
  subscribe<PortfolioSummaryUpdate>((cb) => getBridge().watchPortfolioSummary(cb), set)

export const usePortfolioSummary = (): PortfolioSummaryUpdate | null =>
  useAtomValue(portfolioSummaryAtom)
