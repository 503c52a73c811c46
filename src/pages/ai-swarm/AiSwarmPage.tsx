import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function AiSwarmPage() {
  return <PagePlaceholder page="ai-swarm" />
}
