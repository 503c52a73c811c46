import { TradingWorkspace } from '../../trading/workspace/TradingWorkspace.tsx'

export default function SpotPage() {
  return <TradingWorkspace page="spot" />
}
