import { TradingWorkspace } from '../../trading/workspace/TradingWorkspace.tsx'

export default function PerpsPage() {
  return <TradingWorkspace page="perps" />
}
