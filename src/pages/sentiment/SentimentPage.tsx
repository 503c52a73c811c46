import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function SentimentPage() {
  return <PagePlaceholder page="sentiment" />
}
