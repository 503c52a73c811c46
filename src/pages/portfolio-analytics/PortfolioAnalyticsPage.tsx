import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function PortfolioAnalyticsPage() {
  return <PagePlaceholder page="portfolio-analytics" />
}
