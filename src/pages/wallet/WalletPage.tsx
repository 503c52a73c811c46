import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function WalletPage() {
  return <PagePlaceholder page="wallet" />
}
