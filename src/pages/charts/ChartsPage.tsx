import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function ChartsPage() {
  return <PagePlaceholder page="charts" />
}
