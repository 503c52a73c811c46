import { useEffect, useState } from 'react'

/** The time now (ms), renewed every `everyMs` in the component that asks, and only there. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
