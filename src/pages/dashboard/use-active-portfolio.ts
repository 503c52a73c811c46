import { useEffect, useState } from 'react'
import type { Holding, Portfolio } from '../../../protocol/index.ts'
import { getEngine } from '../../engine/connection.ts'
import { storePrices } from '../../engine/prices.ts'

export type ActivePortfolio =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'empty'; fromCache: boolean }
  | { state: 'ready'; portfolio: Portfolio; holdings: Holding[]; fromCache: boolean }

/** The active portfolio (the first marked active, else the first) and its holdings. */
export function useActivePortfolio(): ActivePortfolio {
  const [result, setResult] = useState<ActivePortfolio>({ state: 'loading' })
  useEffect(() => {
    let live = true
    const engine = getEngine()
    const load = async (): Promise<ActivePortfolio> => {
      const list = await engine.listPortfolios()
      if (!list.ok) return { state: 'error', message: list.error.message }
      const portfolios = list.value.value
      const portfolio = portfolios.find((p) => p.isActive) ?? portfolios[0]
      if (!portfolio) return { state: 'empty', fromCache: list.value.fromCache }
      const holdings = await engine.listHoldings(portfolio.id)
      if (!holdings.ok) return { state: 'error', message: holdings.error.message }
      const symbols = holdings.value.value.map((h) => h.symbol)
      if (symbols.length > 0) {
        const prices = await engine.getMarketData(symbols)
        if (prices.ok) storePrices(prices.value)
      }
      return {
        state: 'ready',
        portfolio,
        holdings: holdings.value.value,
        fromCache: list.value.fromCache || holdings.value.fromCache,
      }
    }
    load()
      .catch((e: unknown) => ({
        state: 'error' as const,
        message: e instanceof Error ? e.message : 'Failed to fetch portfolios',
      }))
      .then((r) => live && setResult(r))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return result
}
