import { useNow } from '../../lib/use-now.ts'
import { formatCountdown } from './funding-math.ts'

/** Time left until `at` (ms), ticking every second in this small component only. */
export function FundingCountdown({ at }: { at: number }) {
  const now = useNow(1000)
  return (
    <time dateTime={new Date(at).toISOString()} data-testid="funding-countdown">
      {formatCountdown(at - now)}
    </time>
  )
}
