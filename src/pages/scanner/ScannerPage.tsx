import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function ScannerPage() {
  return <PagePlaceholder page="scanner" />
}
