import { Outlet } from '@tanstack/react-router'
import '../app/appearance-boot.ts'
import { useEffect } from 'react'
import { useSetAtom } from '../app/store.ts'
import { useApplySettings } from '../data/settings.ts'
import { useOrderNotices } from '../data/order-notices.ts'
import { Header } from './Header.tsx'
import { sidebarOpenAtom } from './layout-atoms.ts'
import { OfflineBanner } from './OfflineBanner.tsx'
import { Sidebar } from './Sidebar.tsx'
import { SkipLinks } from './SkipLinks.tsx'

/** The signed-in shell of SPEC §2: sidebar, header, banner and the page. */
export function AppLayout() {
  const setSidebarOpen = useSetAtom(sidebarOpenAtom)
  useOrderNotices()
  useApplySettings()
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSidebarOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [setSidebarOpen])

  return (
    <div className="app-shell">
      <SkipLinks />
      <Sidebar />
      <div className="app-main">
        <Header />
        <OfflineBanner />
        <main id="main-content" className="app-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  )
}
