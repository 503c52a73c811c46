import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function IntentTradingPage() {
  return <PagePlaceholder page="intent-trading" />
}
