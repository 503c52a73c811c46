import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function TradingPage() {
  return <PagePlaceholder page="trading" />
}
