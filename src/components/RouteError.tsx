import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouter } from '@tanstack/react-router'
import { ErrorScreen } from './ErrorScreen.tsx'

/** The router's errorComponent: Try Again resets the boundary and reloads the route's data. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return <ErrorScreen error={error} reset={retry} />
}
