import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function OrdersPage() {
  return <PagePlaceholder page="orders" />
}
