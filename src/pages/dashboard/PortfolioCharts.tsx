import { useActivePortfolio } from '../../data/portfolios.ts'
import { AllocationPanel } from '../portfolio/AllocationPanel.tsx'
import { EquityCurve } from '../portfolio/EquityCurve.tsx'
import { useValuation } from '../portfolio/use-valuation.ts'

/**
 * The active portfolio's equity curve (compact, one month first) and allocation, as /portfolio
 * shows them. The summary panel beside it says when there is no portfolio or it failed to load.
 */
export function PortfolioCharts() {
  const active = useActivePortfolio()
  const ready = active.state === 'ready' ? active : null
  const { valuation } = useValuation(ready?.portfolio.id)
  if (!ready) return null
  return (
    <div className="dashboard-portfolio-charts" data-testid="dashboard-portfolio-charts">
      <EquityCurve
        portfolioId={ready.portfolio.id}
        currency={ready.portfolio.currency}
        compact
        initial="1M"
      />
      <AllocationPanel valuation={valuation} currency={ready.portfolio.currency} />
    </div>
  )
}
