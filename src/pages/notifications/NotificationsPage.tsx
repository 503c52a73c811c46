import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function NotificationsPage() {
  return <PagePlaceholder page="notifications" />
}
