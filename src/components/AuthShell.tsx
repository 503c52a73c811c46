import type { ReactNode } from 'react'

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
            <span className="brand-name">TradeDesk</span>
          </div>
          {children}
        </div>
      </main>
      {aside}
    </div>
  )
}
