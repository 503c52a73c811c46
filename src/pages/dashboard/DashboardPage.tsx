import { useTranslation } from 'react-i18next'
import { PortfolioCharts } from './PortfolioCharts.tsx'
import { PortfolioSummary } from './PortfolioSummary.tsx'
import { Watchlist } from './Watchlist.tsx'

export default function DashboardPage() {
  const { t } = useTranslation()
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('dashboard.title')}
      </h1>
      <div className="dashboard-grid">
        <Watchlist />
        <PortfolioSummary />
      </div>
      <PortfolioCharts />
    </section>
  )
}
