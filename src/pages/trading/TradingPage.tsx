import { TradingWorkspace } from '../../trading/workspace/TradingWorkspace.tsx'

export default function TradingPage() {
  return <TradingWorkspace page="trading" />
}
