import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function DefiPage() {
  return <PagePlaceholder page="defi" />
}
