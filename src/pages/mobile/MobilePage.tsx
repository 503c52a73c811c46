import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function MobilePage() {
  return <PagePlaceholder page="mobile" />
}
