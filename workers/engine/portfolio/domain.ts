/**
 * The portfolio domain: portfolios and holdings over REST (network first, Dexie as fallback), and
 * the server's live valuation of the active portfolio. Writes tell every tab what changed.
 */
import { defineDomain, type Emit } from '../domain.ts'
import type { EngineServices } from '../services.ts'
import type { DataChange, EngineResult, PortfolioSummaryUpdate } from '../types.ts'
import { createPerformanceCall } from './performance.ts'
import { createPortfolioHandlers } from './portfolio-handlers.ts'
import { createSummaryStream } from './summary-stream.ts'

const PORTFOLIOS: DataChange = { topic: 'portfolios' }

export function createPortfolioDomain(s: EngineServices) {
  const rest = createPortfolioHandlers(s.gateway, s.db, s.log, () => s.clock.now())
  const performanceOf = createPerformanceCall(s.gateway, s.db, s.log, () => s.clock.now())
  const summaries = createSummaryStream(s)
  const unsubscribe = s.session.subscribe((state) => {
    if (state.status === 'unauthenticated')
      summaries.forget().catch((err: unknown) => s.log('forget summary', err))
  })
  /** Tells the tabs on success; `change` gets the call's arguments. */
  const told =
    <A extends unknown[], T>(
      fn: (...args: A) => Promise<EngineResult<T>>,
      change: (args: NoInfer<A>) => DataChange,
    ) =>
    async (...args: A): Promise<EngineResult<T>> => {
      const res = await fn(...args)
      if (res.ok) s.changes.emit(change(args))
      return res
    }

  return defineDomain({
    calls: {
      listPortfolios: rest.listPortfolios,
      listHoldings: rest.listHoldings,
      createPortfolio: told(rest.createPortfolio, () => PORTFOLIOS),
      updatePortfolio: told(rest.updatePortfolio, () => PORTFOLIOS),
      deletePortfolio: told(rest.deletePortfolio, () => PORTFOLIOS),
      addHolding: told(rest.addHolding, ([portfolioId]) => ({ topic: 'holdings', portfolioId })),
      /** `portfolioId` only says whose holdings changed; the server finds the holding by id. */
      deleteHolding: told(
        (_portfolioId: string, holdingId: string) => rest.deleteHolding(holdingId),
        ([portfolioId]) => ({ topic: 'holdings', portfolioId }),
      ),
      portfolioPerformance: performanceOf,
    },
    watches: {
      /** The server's valuation of the active portfolio: the last known at once, then live. */
      watchPortfolioSummary(emit: Emit<PortfolioSummaryUpdate>) {
        const stop = summaries.watch(emit)
        s.socket.subscribe('portfolio')
        return () => {
          stop()
          s.socket.unsubscribe('portfolio')
        }
      },
    },
    streams: {
      portfolio: (msg) => summaries.receive(msg.data),
    },
    dispose() {
      unsubscribe()
      summaries.dispose()
    },
  })
}
