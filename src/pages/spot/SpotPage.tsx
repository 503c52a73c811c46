import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function SpotPage() {
  return <PagePlaceholder page="spot" />
}
