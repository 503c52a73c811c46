import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function AiAssistantPage() {
  return <PagePlaceholder page="ai-assistant" />
}
