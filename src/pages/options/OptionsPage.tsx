import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function OptionsPage() {
  return <PagePlaceholder page="options" />
}
