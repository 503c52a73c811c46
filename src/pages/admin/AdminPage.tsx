import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function AdminPage() {
  return <PagePlaceholder page="admin" />
}
