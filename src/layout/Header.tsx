import { useNavigate, useRouterState } from '@tanstack/react-router'
import { titleForPath } from '../app/pages.ts'
import { InstallButton } from '../app/install-button.tsx'
import { useAtom } from '../app/store.ts'
import { useSession } from '../bridge/session.ts'
import { welcomeName } from '../lib/display-name.ts'
import { ConnectionIndicator } from './ConnectionIndicator.tsx'
import { sidebarOpenAtom } from './layout-atoms.ts'
import { NotificationBell } from './NotificationBell.tsx'

export function Header() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { user } = useSession()
  const [sidebarOpen, setSidebarOpen] = useAtom(sidebarOpenAtom)
  const navigate = useNavigate()
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-button hamburger"
        aria-label={sidebarOpen ? 'Close navigation' : 'Open navigation'}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={() => setSidebarOpen((o) => !o)}
      >
        <span className="hamburger-lines" aria-hidden="true" />
      </button>
      <div className="header-titles">
        <div className="header-title" role="heading" aria-level={1} data-testid="header-title">
          {titleForPath(pathname)}
        </div>
        <p className="welcome" data-testid="welcome">
          Welcome, {welcomeName(user)}
        </p>
      </div>
      <div className="header-actions">
        <InstallButton />
        <ConnectionIndicator />
        <NotificationBell />
        <button
          type="button"
          className="btn btn-primary"
          data-testid="quick-trade"
          onClick={() => void navigate({ to: '/trading' })}
        >
          Quick Trade
        </button>
      </div>
    </header>
  )
}
