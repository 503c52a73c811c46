import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function SocialPage() {
  return <PagePlaceholder page="social" />
}
