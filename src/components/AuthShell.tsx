import type { ReactNode } from 'react'
import { APP_NAME } from '../app/pages.ts'

/** The frame of the public pages: brand, a card, and an optional side panel. */
export function AuthShell({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="auth-shell">
      <main id="main-content" className="auth-main" tabIndex={-1}>
        <div className="auth-card">
          <div className="brand auth-brand">
            <span className="brand-mark" aria-hidden="true">
              ▲
            </span>
            <span className="brand-name">{APP_NAME}</span>
          </div>
          {children}
        </div>
      </main>
      {aside}
    </div>
  )
}
