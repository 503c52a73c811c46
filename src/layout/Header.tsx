import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { InstallButton } from '../app/install-button.tsx'
import { useAtom } from '../app/store.ts'
import { useSession } from '../bridge/session.ts'
import { welcomeName } from '../lib/display-name.ts'
import { ConnectionIndicator } from './ConnectionIndicator.tsx'
import { sidebarOpenAtom } from './layout-atoms.ts'
import { NotificationBell } from './NotificationBell.tsx'
import { pageKeyForPath } from '../i18n/page-key.ts'

export function Header() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { user } = useSession()
  const [sidebarOpen, setSidebarOpen] = useAtom(sidebarOpenAtom)
  const navigate = useNavigate()
  const { t } = useTranslation()
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-button hamburger"
        aria-label={t(sidebarOpen ? 'shell.header.closeNav' : 'shell.header.openNav')}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={() => setSidebarOpen((o) => !o)}
      >
        <span className="hamburger-lines" aria-hidden="true" />
      </button>
      <div className="header-titles">
        <div className="header-title" role="heading" aria-level={1} data-testid="header-title">
          {t(`titles.${pageKeyForPath(pathname)}`)}
        </div>
        <p className="welcome" data-testid="welcome">
          {t('shell.header.welcome', { name: welcomeName(user) })}
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
          {t('shell.header.quickTrade')}
        </button>
      </div>
    </header>
  )
}
