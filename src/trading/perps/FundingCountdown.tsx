import { useEffect, useState } from 'react'
import { formatCountdown } from './funding-math.ts'

/** Time left until `at` (ms), ticking every second in this small component only. */
export function FundingCountdown({ at }: { at: number }) {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <time dateTime={new Date(at).toISOString()} data-testid="funding-countdown">
      {formatCountdown(at - now)}
    </time>
  )
}
