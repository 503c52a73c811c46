import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function FlashArbitragePage() {
  return <PagePlaceholder page="flash-arbitrage" />
}
