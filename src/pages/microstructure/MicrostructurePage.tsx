import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function MicrostructurePage() {
  return <PagePlaceholder page="microstructure" />
}
