import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function StrategyStudioPage() {
  return <PagePlaceholder page="strategy-studio" />
}
