import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorBoundary } from '../components/ErrorBoundary.tsx'
import { ErrorScreen } from '../components/ErrorScreen.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { onEngineError } from '../bridge/connection.ts'
import { useSession } from '../bridge/session.ts'
import { queryClient } from '../data/query-client.ts'
import { router } from './router.ts'
import { Provider, appStore } from './store.ts'

/** Holds the router back until the engine has decided the session, so login never flashes. */
function SessionGate() {
  const session = useSession()
  const { t } = useTranslation()
  const [engineError, setEngineError] = useState<string | null>(null)
  useEffect(() => onEngineError(setEngineError), [])
  if (engineError && session.status === 'loading')
    return <ErrorScreen error={new Error(engineError)} />
  if (session.status === 'loading') {
    return (
      <div className="boot-screen">
        <Spinner label={t('common.loading')} />
      </div>
    )
  }
  return <RouterProvider router={router} />
}

export function App() {
  return (
    <ErrorBoundary>
      <Provider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <SessionGate />
        </QueryClientProvider>
      </Provider>
    </ErrorBoundary>
  )
}
