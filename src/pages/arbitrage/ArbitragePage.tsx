import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function ArbitragePage() {
  return <PagePlaceholder page="arbitrage" />
}
