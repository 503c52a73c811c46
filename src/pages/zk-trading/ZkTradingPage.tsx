import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function ZkTradingPage() {
  return <PagePlaceholder page="zk-trading" />
}
