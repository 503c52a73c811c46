import { PortfolioSummary } from './PortfolioSummary.tsx'
import { Watchlist } from './Watchlist.tsx'

export default function DashboardPage() {
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Dashboard
      </h1>
      <div className="dashboard-grid">
        <Watchlist />
        <PortfolioSummary />
      </div>
    </section>
  )
}
