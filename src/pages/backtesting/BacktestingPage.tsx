import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function BacktestingPage() {
  return <PagePlaceholder page="backtesting" />
}
