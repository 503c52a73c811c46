import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function MevProtectionPage() {
  return <PagePlaceholder page="mev-protection" />
}
