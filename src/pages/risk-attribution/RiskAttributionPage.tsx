import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function RiskAttributionPage() {
  return <PagePlaceholder page="risk-attribution" />
}
