import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function PredictionsPage() {
  return <PagePlaceholder page="predictions" />
}
