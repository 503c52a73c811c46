import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function PerpsPage() {
  return <PagePlaceholder page="perps" />
}
