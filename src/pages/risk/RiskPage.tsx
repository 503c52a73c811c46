import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function RiskPage() {
  return <PagePlaceholder page="risk" />
}
