import { Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ToastViewport } from '../components/toast/ToastViewport.tsx'
import { sessionAtom, sessionChangeIsNavigating } from '../bridge/session.ts'
import { pageKeyForPath } from '../i18n/page-key.ts'
import { documentTitle } from './pages.ts'
import { appStore } from './store.ts'
import { UpdatePrompt } from './UpdatePrompt.tsx'

/** Re-runs the guards when the session changes under us (sign-out in another tab, expiry). */
function useGuardsFollowSession(): void {
  const router = useRouter()
  useEffect(() => {
    let last = appStore.get(sessionAtom).status
    return appStore.sub(sessionAtom, () => {
      const next = appStore.get(sessionAtom).status
      if (next === last) return
      last = next
      // sign-in/out in this tab navigates on its own; only outside changes re-run the guards
      if (!sessionChangeIsNavigating()) void router.invalidate()
    })
  }, [router])
}

function useDocumentTitle(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { t } = useTranslation()
  const title = t(`titles.${pageKeyForPath(pathname)}`)
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}

export function RootLayout() {
  useGuardsFollowSession()
  useDocumentTitle()
  return (
    <>
      <Outlet />
      <UpdatePrompt />
      <ToastViewport />
    </>
  )
}
