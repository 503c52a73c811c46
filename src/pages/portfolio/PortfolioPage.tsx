import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function PortfolioPage() {
  return <PagePlaceholder page="portfolio" />
}
