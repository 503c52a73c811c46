import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function QuantumPage() {
  return <PagePlaceholder page="quantum" />
}
